//! The game chat over real sockets: the players' room and the spectators'
//! room apart, presets only between strangers without names, the limits
//! (length, control characters, flooding, repeats) refused with codes and
//! never delivered, lines stored and sent again on reconnect and after a
//! restart, reports and the page that lists them, and no chat in the PGN.

use crate::common::{create, friends, seek, table, Sock, TestServer};
use regalia_server::protocol::{
    ChatAuthor, ChatLine, ChatPreset, ChatRoom, ClientMsg, ErrorCode, ServerMsg,
};
use regalia_server::Config;

fn say(text: &str) -> ClientMsg {
    ClientMsg::Chat {
        text: Some(text.into()),
        preset: None,
    }
}

fn preset(p: ChatPreset) -> ClientMsg {
    ClientMsg::Chat {
        text: None,
        preset: Some(p),
    }
}

/// The next chat line a socket hears (its room, author, text, preset).
async fn heard(sock: &mut Sock) -> (ChatRoom, ChatAuthor, Option<String>, Option<ChatPreset>) {
    match sock
        .until("chat", |m| matches!(m, ServerMsg::Chat { .. }))
        .await
    {
        ServerMsg::Chat {
            room,
            from,
            text,
            preset,
        } => (room, from, text, preset),
        _ => unreachable!(),
    }
}

/// The room a socket is sent when it connects.
async fn log(sock: &mut Sock) -> (ChatRoom, bool, Vec<ChatLine>) {
    match sock
        .until("chatLog", |m| matches!(m, ServerMsg::ChatLog { .. }))
        .await
    {
        ServerMsg::ChatLog { room, free, lines } => (room, free, lines),
        _ => unreachable!(),
    }
}

/// The code of the next message, which must be an error (the room sent
/// on connect aside).
async fn refused(sock: &mut Sock) -> ErrorCode {
    loop {
        match sock.next().await {
            ServerMsg::Error { code, .. } => return code,
            ServerMsg::ChatLog { .. } => continue,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }
}

fn text_line(from: ChatAuthor, text: &str) -> ChatLine {
    ChatLine {
        from,
        text: Some(text.into()),
        preset: None,
    }
}

#[tokio::test]
async fn players_and_spectators_talk_in_rooms_of_their_own() {
    let (server, mut t) = friends("kingofthehill").await;
    let mut watcher = server.browser().watch(&t.id).await;
    watcher.state().await;
    assert_eq!(
        log(&mut watcher).await,
        (ChatRoom::Spectators, true, vec![])
    );

    // Markup and links are text like any other; the server sends them as
    // they were typed and the page shows them as text.
    let typed = "see <b>this</b> https://example.com";
    t.white.send(&say(typed)).await;
    let line = (
        ChatRoom::Players,
        ChatAuthor::White,
        Some(typed.into()),
        None,
    );
    assert_eq!(heard(&mut t.black).await, line);
    assert_eq!(heard(&mut t.white).await, line);

    watcher.send(&say("who wins?")).await;
    // The first line the spectator hears is its own: the players' line,
    // handled before it, never came to this room.
    let spectators = (
        ChatRoom::Spectators,
        ChatAuthor::Spectator,
        Some("who wins?".into()),
        None,
    );
    assert_eq!(heard(&mut watcher).await, spectators);
    // And the players hear nothing of the spectators: White's next line is
    // the next chat they see.
    t.black.send(&preset(ChatPreset::GoodLuck)).await;
    let good_luck = (
        ChatRoom::Players,
        ChatAuthor::Black,
        None,
        Some(ChatPreset::GoodLuck),
    );
    assert_eq!(heard(&mut t.white).await, good_luck);
    assert_eq!(heard(&mut t.black).await, good_luck);
}

#[tokio::test]
async fn strangers_without_names_in_a_lobby_game_send_presets_only() {
    let server = TestServer::start().await;
    let (a, b) = (server.browser(), server.browser());
    let seat = a.create(seek("chess", 300, 3)).await;
    let mut first = a.sit(&seat).await;
    log(&mut first).await;
    let other = b.join(&seat.id).await;
    let mut second = b.sit(&other).await;
    assert_eq!(log(&mut second).await, (ChatRoom::Players, false, vec![]));
    // The seat's taker sent the room again: presets only.
    assert!(!log(&mut first).await.1);

    second.send(&say("hello there")).await;
    assert_eq!(refused(&mut second).await, ErrorCode::ChatPresetsOnly);
    second.send(&preset(ChatPreset::Hello)).await;
    let hello = (
        ChatRoom::Players,
        second_author(&other),
        None,
        Some(ChatPreset::Hello),
    );
    assert_eq!(heard(&mut first).await, hello);
    // The refused free text never reached the opponent: the preset is the
    // first line they heard. Spectators are held to the same rule.
    let mut watcher = server.browser().watch(seat.id.as_str()).await;
    assert!(!log(&mut watcher).await.1);
    watcher.send(&say("nice")).await;
    assert_eq!(refused(&mut watcher).await, ErrorCode::ChatPresetsOnly);
    // A preset that is no preset does not read.
    watcher
        .send_text(r#"{"t":"chat","preset":"buy-cheap-gold"}"#)
        .await;
    assert_eq!(refused(&mut watcher).await, ErrorCode::BadMessage);
}

fn second_author(seat: &regalia_server::protocol::SeatAnswer) -> ChatAuthor {
    match seat.color {
        regalia_server::protocol::Side::White => ChatAuthor::White,
        regalia_server::protocol::Side::Black => ChatAuthor::Black,
    }
}

#[tokio::test]
async fn bad_lines_are_refused_with_a_code_and_never_delivered() {
    let (server, mut t) = friends("chess").await;
    let long = "x".repeat(141);
    let bad = [
        (say("   "), ErrorCode::ChatEmpty),
        (say(&long), ErrorCode::ChatTooLong),
        (say("two\nlines"), ErrorCode::ChatControl),
        (say("\u{202E}reversed"), ErrorCode::ChatControl),
        (
            ClientMsg::Chat {
                text: Some("both".into()),
                preset: Some(ChatPreset::Bye),
            },
            ErrorCode::BadMessage,
        ),
    ];
    for (msg, code) in bad {
        t.white.send(&msg).await;
        assert_eq!(refused(&mut t.white).await, code, "{msg:?}");
    }
    // Text that is not UTF-16 in JSON (a lone surrogate) does not read.
    t.white.send_text(r#"{"t":"chat","text":"\ud800"}"#).await;
    assert_eq!(refused(&mut t.white).await, ErrorCode::BadMessage);
    // 140 characters pass, counted as characters, not bytes.
    let longest = "é".repeat(140);
    t.white.send(&say(&longest)).await;
    assert_eq!(heard(&mut t.black).await.2, Some(longest));
    // None of the refused lines reached Black (the one that passed was the
    // first line Black heard), and the room holds only it.
    let mut again = Sock::open(&format!("{}{}", server.ws, t.black_seat.socket)).await;
    assert_eq!(log(&mut again).await.2.len(), 1);
}

#[tokio::test]
async fn a_fifth_line_in_ten_seconds_and_a_repeat_are_refused() {
    let (_server, mut t) = friends("chess").await;
    for text in ["one", "two", "three"] {
        t.white.send(&say(text)).await;
        assert_eq!(heard(&mut t.black).await.2.as_deref(), Some(text));
        assert_eq!(heard(&mut t.white).await.2.as_deref(), Some(text));
    }
    // A near repeat of a recent line.
    t.white.send(&say("Three!!!")).await;
    assert_eq!(refused(&mut t.white).await, ErrorCode::ChatRepeated);
    t.white.send(&say("four")).await;
    assert_eq!(heard(&mut t.black).await.2.as_deref(), Some("four"));
    assert_eq!(heard(&mut t.white).await.2.as_deref(), Some("four"));
    t.white.send(&say("five")).await;
    assert_eq!(refused(&mut t.white).await, ErrorCode::ChatFlood);
    // The other player has a budget of their own.
    t.black.send(&say("calm down")).await;
    assert_eq!(
        heard(&mut t.white).await.2.as_deref(),
        Some("calm down"),
        "five was never delivered"
    );
}

#[tokio::test]
async fn one_browser_cannot_flood_through_many_sockets() {
    let (server, t) = friends("chess").await;
    // One spectator's browser (one session) with two sockets: each socket
    // keeps within the game's 4 lines, the session's budget (6 at once)
    // runs out first.
    let fan = server.browser();
    // A first request gives the browser its session cookie.
    fan.get("/api/my-games").await;
    let path = format!("/ws/game/{}", t.id);
    let mut a = fan.session_socket(&path).await;
    let mut b = fan.session_socket(&path).await;
    a.state().await;
    b.state().await;
    let words = [("apple", "brook"), ("cedar", "dune"), ("ember", "fjord")];
    for (from_a, from_b) in words {
        a.send(&say(from_a)).await;
        heard(&mut a).await;
        b.send(&say(from_b)).await;
        // Both sockets are in the room: b hears a's line, then its own.
        heard(&mut b).await;
        heard(&mut b).await;
    }
    a.send(&say("one too many")).await;
    let code = loop {
        match a.next().await {
            ServerMsg::Chat { .. } => continue,
            ServerMsg::Error { code, .. } => break code,
            other => panic!("unexpected {other:?}"),
        }
    };
    assert_eq!(code, ErrorCode::ChatFlood);
}

#[tokio::test]
async fn the_chat_comes_back_on_reconnect_and_after_a_restart_but_not_in_the_pgn() {
    let server = TestServer::start().await;
    let mut t = table(&server, create("racingkings", "friend")).await;
    t.white.send(&say("hi, ready?")).await;
    heard(&mut t.black).await;
    t.black.send(&preset(ChatPreset::HaveFun)).await;
    heard(&mut t.white).await;
    let lines = vec![
        text_line(ChatAuthor::White, "hi, ready?"),
        ChatLine {
            from: ChatAuthor::Black,
            text: None,
            preset: Some(ChatPreset::HaveFun),
        },
    ];
    // A page that reconnects with the last event it saw gets the room
    // again, though no game event was missed.
    let since = t.black.last_n;
    let mut back = Sock::open(&format!(
        "{}{}&since={since}",
        server.ws, t.black_seat.socket
    ))
    .await;
    assert_eq!(
        log(&mut back).await,
        (ChatRoom::Players, true, lines.clone())
    );

    let pgn = reqwest::get(format!("{}/pgn/{}", server.base, t.id))
        .await
        .expect("the PGN is served")
        .text()
        .await
        .expect("text");
    assert!(pgn.contains("[Variant"), "{pgn}");
    assert!(!pgn.contains("ready"), "the chat is not in the PGN: {pgn}");

    // Another server on the same database file reads it back.
    server.running.stop();
    let again = regalia_server::start("127.0.0.1:0", &server.db_url, Config::default())
        .await
        .expect("the server starts again");
    let ws = format!("ws://{}", again.addr);
    let mut white = Sock::open(&format!("{ws}{}", t.white_seat.socket)).await;
    white.state().await;
    assert_eq!(log(&mut white).await, (ChatRoom::Players, true, lines));
    // Numbering goes on from the stored lines.
    white.send(&say("still here")).await;
    assert_eq!(heard(&mut white).await.2.as_deref(), Some("still here"));
    let mut watcher = Sock::open(&format!("{ws}/ws/game/{}", t.id)).await;
    assert_eq!(
        log(&mut watcher).await,
        (ChatRoom::Spectators, true, vec![])
    );
}

const SECRET: &str = "operator-secret-1234";

#[tokio::test]
async fn a_report_keeps_the_room_for_the_page_behind_the_secret() {
    let server = TestServer::with(Config {
        reports_secret: Some(SECRET.into()),
        ..Config::default()
    })
    .await;
    let mut t = table(&server, create("chess", "friend")).await;
    t.white
        .send(&say("you <script>alert(1)</script> fool"))
        .await;
    heard(&mut t.black).await;
    t.black.send(&ClientMsg::ChatReport).await;
    t.black
        .until("chatReported", |m| matches!(m, ServerMsg::ChatReported))
        .await;

    let http = reqwest::Client::new();
    let url = format!("{}/reports", server.base);
    let r = http.get(&url).send().await.expect("answered");
    assert_eq!(r.status().as_u16(), 401);
    assert!(r.headers().contains_key("www-authenticate"));
    let r = http
        .get(&url)
        .basic_auth("op", Some("wrong"))
        .send()
        .await
        .expect("answered");
    assert_eq!(r.status().as_u16(), 401);
    let r = http
        .get(&url)
        .basic_auth("op", Some(SECRET))
        .header("accept-language", "fr")
        .send()
        .await
        .expect("answered");
    assert_eq!(r.status().as_u16(), 200);
    let page = r.text().await.expect("a page");
    assert!(page.contains(&t.id), "the game is named");
    assert!(page.contains("Signalements de discussion"), "in French");
    assert!(
        page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "escaped"
    );
    assert!(!page.contains("<script>alert(1)"), "never markup");

    // Without a secret, the page does not exist.
    let plain = TestServer::start().await;
    let r = reqwest::get(format!("{}/reports", plain.base))
        .await
        .expect("answered");
    assert_eq!(r.status().as_u16(), 404);
}

#[tokio::test]
async fn a_text_frame_that_is_not_utf8_closes_the_socket_with_1007() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
    use tokio_tungstenite::tungstenite::protocol::frame::Frame;
    use tokio_tungstenite::tungstenite::Message;

    let (server, mut t) = friends("chess").await;
    // "chat" with a byte no UTF-8 text has.
    let mut bytes = br#"{"t":"chat","text":"hi "#.to_vec();
    bytes.extend([0xff, 0xfe]);
    bytes.extend(br#""}"#);
    let frame = Frame::message(bytes, OpCode::Data(Data::Text), true);
    t.white
        .ws
        .send(Message::Frame(frame))
        .await
        .expect("the frame goes");
    let code = loop {
        let next = tokio::time::timeout(crate::common::PATIENCE, t.white.ws.next())
            .await
            .expect("an answer in time");
        match next {
            Some(Ok(Message::Close(Some(close)))) => break u16::from(close.code),
            Some(Ok(_)) => continue,
            other => panic!("no Close frame: {other:?}"),
        }
    };
    assert_eq!(code, 1007);
    // Nothing reached the game: Black's next line is the first Black hears.
    t.black.send(&say("still fine")).await;
    assert_eq!(heard(&mut t.black).await.2.as_deref(), Some("still fine"));
    drop(server);
}
