//! Pictures, previews and embeds: a game's PNG and GIF decoded with the
//! png and gif crates (size, frames, the last move's colour), a position's
//! PNG and its refusals, the link preview's tags, and which pages other
//! sites may frame, and the game page as it arrives before its script runs.

use std::collections::BTreeMap;

use regalia_server::protocol::{ClientMsg, ServerMsg};
use serde_json::json;

use crate::common::*;

/// Plays up to `plies` moves of the game at the table, each the first
/// legal move of the side to move; the number played (fewer when the game
/// ended).
async fn play_out(server: &TestServer, t: &mut Table, plies: usize) -> usize {
    let (_, view) = server.browser().get(&format!("/api/games/{}", t.id)).await;
    let mut dests: BTreeMap<String, Vec<String>> =
        serde_json::from_value(view["dests"].clone()).expect("destinations");
    let mut fen = view["fen"].as_str().expect("a position").to_owned();
    for ply in 1..=plies {
        if dests.is_empty() {
            return ply - 1;
        }
        let uci = quiet_move(&dests, &fen);
        if ply % 2 == 1 {
            t.white.play(&uci).await;
        } else {
            t.black.play(&uci).await;
        }
        t.black.moved(ply).await;
        match t.white.moved(ply).await {
            ServerMsg::Move {
                dests: next,
                fen: after,
                ..
            } => (dests, fen) = (next, after),
            _ => unreachable!(),
        }
    }
    plies
}

/// The first legal move that is no pawn's promotion (which would need its
/// piece named).
fn quiet_move(dests: &BTreeMap<String, Vec<String>>, fen: &str) -> String {
    let board: Vec<&str> = fen.split(' ').next().unwrap_or("").split('/').collect();
    let piece = |square: &str| {
        let (file, rank) = (square.as_bytes()[0] - b'a', square.as_bytes()[1] - b'1');
        let row = board.get(usize::from(7 - rank)).copied().unwrap_or("");
        let mut at = 0u8;
        for c in row.chars() {
            match c.to_digit(10) {
                Some(n) => at += n as u8,
                None if at == file => return c,
                None => at += 1,
            }
        }
        ' '
    };
    dests
        .iter()
        .flat_map(|(from, tos)| tos.iter().map(move |to| (from, to)))
        .find(|(from, to)| {
            !(piece(from).eq_ignore_ascii_case(&'p') && matches!(&to[1..], "1" | "8"))
        })
        .map(|(from, to)| format!("{from}{to}"))
        .expect("a move that promotes nothing")
}

async fn bytes(url: String) -> (u16, String, Vec<u8>) {
    let r = reqwest::get(url).await.expect("answered");
    let status = r.status().as_u16();
    let kind = header(&r, "content-type").unwrap_or("").to_owned();
    (status, kind, r.bytes().await.expect("a body").to_vec())
}

/// The picture's size and its pixels (RGBA).
fn decode_png(data: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(data));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut pixels).expect("its pixels");
    assert_eq!(info.color_type, png::ColorType::Rgba);
    (info.width, info.height, pixels)
}

fn pixel(pixels: &[u8], width: u32, x: u32, y: u32) -> [u8; 3] {
    let i = ((y * width + x) * 4) as usize;
    [pixels[i], pixels[i + 1], pixels[i + 2]]
}

/// The frames of a GIF, each drawn over the ones before (as a viewer
/// shows them): the screen's size and every frame's whole picture.
pub fn gif_frames(data: &[u8]) -> (u16, u16, Vec<Vec<u8>>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options
        .read_info(std::io::Cursor::new(data))
        .expect("a GIF");
    let (w, h) = (decoder.width(), decoder.height());
    let mut screen = vec![0u8; usize::from(w) * usize::from(h) * 4];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame decodes") {
        for y in 0..frame.height {
            for x in 0..frame.width {
                let from = (usize::from(y) * usize::from(frame.width) + usize::from(x)) * 4;
                if frame.buffer[from + 3] == 0 {
                    continue;
                }
                let to =
                    (usize::from(frame.top + y) * usize::from(w) + usize::from(frame.left + x)) * 4;
                screen[to..to + 4].copy_from_slice(&frame.buffer[from..from + 4]);
            }
        }
        frames.push(screen.clone());
    }
    (w, h, frames)
}

/// Where a picture is kept for people to look at, when asked
/// (`REGALIA_SHOTS=dir`).
fn keep(name: &str, data: &[u8]) {
    if let Ok(dir) = std::env::var("REGALIA_SHOTS") {
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::write(std::path::Path::new(&dir).join(name), data);
    }
}

/// A decoded picture kept as a PNG, when asked (`REGALIA_SHOTS=dir`).
fn keep_rgba(name: &str, width: u32, height: u32, pixels: &[u8]) {
    if std::env::var("REGALIA_SHOTS").is_err() {
        return;
    }
    let mut data = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut data, width, height);
        encoder.set_color(png::ColorType::Rgba);
        let Ok(mut writer) = encoder.write_header() else {
            return;
        };
        let _ = writer.write_image_data(pixels);
    }
    keep(name, &data);
}

#[tokio::test]
async fn a_games_png_shows_its_position_and_its_gif_every_move_once_over() {
    let (server, mut t) = friends("chess").await;
    let base = &server.base;
    // 30 plies: each side's 15 moves and its resignation stay within a
    // socket's burst of 20 messages, however fast the test runs.
    let played = play_out(&server, &mut t, 30).await;
    assert!(played >= 20, "a game long enough to see: {played} plies");

    // The position now, the last move's squares marked.
    let (status, kind, png) = bytes(format!("{base}/game/{}.png", t.id)).await;
    assert_eq!((status, kind.as_str()), (200, "image/png"));
    keep("game.png", &png);
    let (w, h, pixels) = decode_png(&png);
    assert_eq!((w, h), (720, 720));
    let (_, view) = server.browser().get(&format!("/api/games/{}", t.id)).await;
    let last = view["lastMove"].as_str().expect("a last move").to_owned();
    let corner = |name: &str| {
        let (file, rank) = (
            u32::from(name.as_bytes()[0] - b'a'),
            u32::from(name.as_bytes()[1] - b'1'),
        );
        // The top left corner of the square, where no piece reaches.
        pixel(&pixels, w, file * 90 + 2, (7 - rank) * 90 + 2)
    };
    let (from, to) = (&last[..2], &last[2..4]);
    let plain = |name: &str| {
        let dark = (name.as_bytes()[0] - b'a' + name.as_bytes()[1] - b'1').is_multiple_of(2);
        if dark {
            [0xc0, 0xae, 0x91]
        } else {
            [0xf0, 0xd9, 0xb5]
        }
    };
    for square in [from, to] {
        let seen = corner(square);
        assert_ne!(seen, plain(square), "{square} of {last} is marked");
        // rgba(155, 199, 0, 0.41) over the square: green above red and blue.
        assert!(seen[1] > seen[2] + 40, "{square}: {seen:?}");
    }
    let unmarked = ["a4", "h5", "d3", "e6"]
        .into_iter()
        .find(|s| *s != from && *s != to)
        .expect("a square the move left alone");
    let seen = corner(unmarked);
    let want = plain(unmarked);
    assert!(
        seen.iter().zip(want).all(|(a, b)| a.abs_diff(b) <= 2),
        "{unmarked} keeps the board's colour: {seen:?} / {want:?}"
    );

    // No GIF before the end; then one frame per move and two more.
    let (status, _, body) = bytes(format!("{base}/game/{}.gif", t.id)).await;
    assert_eq!(status, 409);
    let answer: serde_json::Value = serde_json::from_slice(&body).expect("a JSON refusal");
    assert_eq!(answer["code"], "not-finished");
    if played % 2 == 0 {
        t.white.send(&ClientMsg::Resign).await;
    } else {
        t.black.send(&ClientMsg::Resign).await;
    }
    t.white.end().await;
    let (status, kind, gif) = bytes(format!("{base}/game/{}.gif", t.id)).await;
    assert_eq!((status, kind.as_str()), (200, "image/gif"));
    keep("game.gif", &gif);
    let (gw, gh, frames) = gif_frames(&gif);
    assert_eq!((gw, gh), (720, 820));
    assert_eq!(frames.len(), played + 2, "start, {played} moves, result");
    keep_rgba("gif-frame-start.png", 720, 820, &frames[0]);
    keep_rgba("gif-frame-middle.png", 720, 820, &frames[played / 2]);
    keep_rgba("gif-frame-result.png", 720, 820, &frames[played + 1]);
    // The last move's frame is the final position the PNG shows.
    let (_, _, png) = bytes(format!("{base}/game/{}.png", t.id)).await;
    let (_, _, pixels) = decode_png(&png);
    let board_at = |frame: &[u8], x: u32, y: u32| {
        let i = (((y + 50) * 720 + x) * 4) as usize;
        [frame[i], frame[i + 1], frame[i + 2]]
    };
    let mut off = 0;
    for y in (0..720).step_by(7) {
        for x in (0..720).step_by(7) {
            let (a, b) = (board_at(&frames[played], x, y), pixel(&pixels, 720, x, y));
            if a.iter().zip(b).any(|(p, q)| p.abs_diff(q) > 40) {
                off += 1;
            }
        }
    }
    assert!(
        off < 100,
        "the GIF's last move is the PNG's position ({off} samples differ)"
    );
    // The start frame is not the end's.
    assert_ne!(frames[0], frames[played]);
    // Asked again: the same bytes, kept.
    let (_, _, again) = bytes(format!("{base}/game/{}.gif", t.id)).await;
    assert_eq!(again, gif);
}

#[tokio::test]
async fn a_positions_png_is_drawn_and_a_position_of_another_game_refused() {
    let server = TestServer::start().await;
    let base = &server.base;
    let lielow = "8/B1B1B1B1B1B1B1B1/8/8/8/4W2*3/W1W1W1W11W1W1W1/8 b -";
    let url = format!(
        "{base}/export/lielow.png?fen={}&coords=1",
        lielow
            .replace('/', "%2F")
            .replace(' ', "%20")
            .replace('*', "%2A")
    );
    let (status, kind, png) = bytes(url).await;
    assert_eq!((status, kind.as_str()), (200, "image/png"));
    keep("lielow.png", &png);
    let (w, h, _) = decode_png(&png);
    assert_eq!((w, h), (720, 720));
    for variant in ["chess", "kingofthehill", "racingkings"] {
        let (status, _, png) = bytes(format!("{base}/export/{variant}.png")).await;
        assert_eq!(status, 200, "{variant}'s start");
        keep(&format!("{variant}.png"), &png);
    }
    // A chess position is no Racing Kings position; nor is this any.
    let chess_start =
        "rnbqkbnr%2Fpppppppp%2F8%2F8%2F8%2F8%2FPPPPPPPP%2FRNBQKBNR%20w%20KQkq%20-%200%201";
    for (url, code) in [
        (
            format!("{base}/export/racingkings.png?fen={chess_start}"),
            "bad-position",
        ),
        (
            format!("{base}/export/chess.png?fen=nonsense"),
            "bad-position",
        ),
        (format!("{base}/export/shogi.png"), "unknown-variant"),
    ] {
        let (status, _, body) = bytes(url.clone()).await;
        assert_eq!(status, 400, "{url}");
        let answer: serde_json::Value = serde_json::from_slice(&body).expect("JSON");
        assert_refused((status, answer), 400, code);
    }
}

#[tokio::test]
async fn previews_name_the_pictures_and_only_embeds_may_be_framed() {
    let (server, t) = friends("kingofthehill").await;
    let base = &server.base;
    let http = reqwest::Client::new();
    let page = fetch(&http, format!("{base}/game/{}?lang=en", t.id)).await;
    assert_eq!(header(&page, "x-frame-options"), Some("DENY"));
    assert!(header(&page, "content-security-policy")
        .is_some_and(|c| c.contains("frame-ancestors 'none'")));
    let html = page.text().await.expect("a page");
    let image = format!(
        r#"<meta property="og:image" content="{base}/game/{}.png">"#,
        t.id
    );
    assert!(html.contains(&image), "{html}");
    assert!(
        html.contains(r#"<meta property="og:title" content="King of the Hill: White vs Black">"#),
        "{html}"
    );
    assert!(html.contains(r#"<meta name="twitter:card" content="summary">"#));

    let analysis = fetch(
        &http,
        format!("{base}/analysis/chess?fen=8%2F8%2F8%2F4k3%2F8%2F8%2F8%2F4K2R%20w%20K%20-%200%201"),
    )
    .await;
    let html = analysis.text().await.expect("a page");
    assert!(
        html.contains(&format!(r#"<meta property="og:image" content="{base}/export/chess.png?fen=8%2F8%2F8%2F4k3%2F8%2F8%2F8%2F4K2R%20w%20K%20-%200%201">"#)),
        "{html}"
    );

    let embed = fetch(&http, format!("{base}/embed/{}", t.id)).await;
    assert_eq!(embed.status().as_u16(), 200);
    assert_eq!(header(&embed, "x-frame-options"), None);
    assert!(
        header(&embed, "content-security-policy").is_some_and(|c| c.contains("frame-ancestors *"))
    );
    let position = fetch(&http, format!("{base}/embed/analysis/lielow")).await;
    assert!(header(&position, "content-security-policy")
        .is_some_and(|c| c.contains("frame-ancestors *")));
    let unknown = fetch(&http, format!("{base}/game/nosuchgame1")).await;
    assert_eq!(unknown.status().as_u16(), 404);
    let (status, _, _) = bytes(format!("{base}/game/nosuchgame1.png")).await;
    assert_eq!(status, 404);
}

/// The HTML of `path` as `browser` gets it (its cookie, so its session).
async fn html_of(browser: &Browser, path: &str) -> String {
    let page = fetch(&browser.http, format!("{}{path}", browser.base)).await;
    assert_eq!(page.status().as_u16(), 200, "{path}");
    page.text().await.expect("a page")
}

/// What stands between the heading and the board's layout: the box the
/// page shows above the board before its script runs, if any.
fn above_the_board(html: &str) -> &str {
    let start = html.find("</h1>").expect("the heading") + "</h1>".len();
    let end = html
        .find(r#"<div class="game-layout" id="game">"#)
        .expect("the layout");
    html[start..end].trim()
}

#[tokio::test]
async fn a_waiting_games_page_arrives_with_its_invitation_or_its_link_in_place() {
    let (server, creator) = TestServer::start_browsing().await;
    let seat = creator
        .create(
            json!({"variant": "kingofthehill", "color": "white", "opponent": "friend",
                       "clock": {"initial": 300, "increment": 3}}),
        )
        .await;
    let id = seat.id.to_string();
    let heading = r#"<span class="card-icon icon-kingofthehill" aria-hidden="true"></span> <span class="heading-variant">Rei da Colina</span> <span class="heading-clock muted">5 + 3</span></h1>"#;

    // The friend who opens the link: the invitation, filled, above the board.
    let friend = server.browser();
    let html = html_of(&friend, &format!("/game/{id}?lang=pt")).await;
    assert!(html.contains(heading), "{html}");
    let above = above_the_board(&html);
    assert!(above.starts_with(r#"<section class="join-box challenge" id="join-box" aria-labelledby="challenge-title">"#), "{above}");
    for words in [
        "Convite para jogar: Rei da Colina",
        "Relógio: 5 + 3",
        "Você jogaria de pretas.",
        r#"data-action="decline-invite">"#,
    ] {
        assert!(above.contains(words), "{words} in {above}");
    }
    assert!(
        html.contains(r#"<section class="share-box" id="share-box" hidden"#),
        "{html}"
    );

    // The creator, by the seat's address or by the game's own (the
    // session holds the seat): the link to share, above the board.
    let link = format!(r#"value="{}/game/{id}""#, server.base);
    for path in [
        format!("/game/{id}/{}?lang=pt", seat.seat.hex()),
        format!("/game/{id}?lang=pt"),
    ] {
        let html = html_of(&creator, &path).await;
        assert!(html.contains(heading), "{path}: {html}");
        let above = above_the_board(&html);
        assert!(
            above.starts_with(r#"<section class="share-box inviting" id="share-box" aria-label"#),
            "{path}: {above}"
        );
        assert!(above.contains(&link), "{path}: {above}");
        assert!(
            above.contains(r#"<h2 class="watch-part" id="watch-title" hidden>"#),
            "{path}: {above}"
        );
        assert!(
            html.contains(r#"<section class="join-box challenge" id="join-box" hidden"#),
            "{path}: {html}"
        );
    }

    // Once the friend has joined, nothing goes above the board.
    friend.join(&id).await;
    let html = html_of(&server.browser(), &format!("/game/{id}?lang=en")).await;
    assert_eq!(above_the_board(&html), "", "{html}");
    assert!(
        html.contains(r#"<span class="heading-variant">King of the Hill</span>"#),
        "{html}"
    );

    // An address the server cannot read still gets the page, unfilled;
    // the script says what is wrong.
    let html = html_of(&creator, &format!("/game/{id}/not-a-seat")).await;
    assert_eq!(above_the_board(&html), "", "{html}");
}
