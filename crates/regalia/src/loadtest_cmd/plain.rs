//! `regalia loadtest` without `--record`: games played as fast as the
//! players' thinking time allows, each move's round trip measured; a
//! failure ends the game and counts as an error.

use std::sync::atomic::Ordering::Relaxed;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use futures_util::{SinkExt, StreamExt};
use rand::seq::SliceRandom;
use regalia_rules::{AnyPosition, Variant};
use regalia_server::protocol::{
    ClientMsg, ColorChoice, CreateGame, Opponent, SeatAnswer, ServerMsg, Side,
};
use tokio_tungstenite::tungstenite::Message;

use super::net::{frame_text, Client};
use super::{LoadtestArgs, Tally, Ws};

struct Player {
    ws: Ws,
    color: Side,
    /// When our last move was sent, and the ply it makes.
    pending: Option<(Instant, usize)>,
    /// When to play next, and the legal moves then.
    due: Option<(Instant, usize, Vec<String>)>,
}

/// Every legal move of a position the server sent, in UCI text, read with
/// the rules (a pawn may promote to any piece).
pub fn legal_moves(variant: Variant, fen: &str) -> anyhow::Result<Vec<String>> {
    let position = AnyPosition::from_fen(variant, fen)
        .with_context(|| format!("the server sent an unreadable position `{fen}`"))?;
    Ok(position.legal_uci())
}

/// What a player whose move was due by `now` sends: a random legal move
/// (noted as pending), or its resignation once the game has `plies`
/// plies; none when nothing is due yet or there is no move.
pub fn due_message(
    due: &mut Option<(Instant, usize, Vec<String>)>,
    pending: &mut Option<(Instant, usize)>,
    now: Instant,
    plies: usize,
) -> Option<ClientMsg> {
    let (at, ply, legal) = due.take()?;
    if at > now {
        *due = Some((at, ply, legal));
        return None;
    }
    if ply >= plies {
        return Some(ClientMsg::Resign);
    }
    let uci = legal.choose(&mut rand::thread_rng())?;
    *pending = Some((Instant::now(), ply + 1));
    Some(ClientMsg::Move {
        uci: uci.clone(),
        ply: Some(ply as u32),
    })
}

/// The body of `POST /api/games` for a friend game of `variant`.
pub fn friend_game(variant: Variant) -> CreateGame {
    CreateGame {
        variant: variant.into(),
        fen: None,
        color: ColorChoice::White,
        clock: None,
        days: None,
        opponent: Opponent::Friend,
        level: None,
        rated: false,
        range: None,
    }
}

/// Games one after another until `stop`: created by `players[0]` on
/// `nodes[0]`, joined by `players[1]` on `nodes[1]` (the same server unless
/// the test runs across a cluster).
pub async fn play_games(
    players: [Client; 2],
    nodes: [String; 2],
    args: &LoadtestArgs,
    tally: &Tally,
    stop: Instant,
) {
    while Instant::now() < stop {
        if let Err(e) = play_one(&players, &nodes, args, tally, stop).await {
            let errors = tally.errors.fetch_add(1, Relaxed) + 1;
            if errors <= 5 {
                eprintln!("loadtest: game failed: {e:#}");
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }
}

/// One game from creation to resignation (or its natural end).
async fn play_one(
    clients: &[Client; 2],
    nodes: &[String; 2],
    args: &LoadtestArgs,
    tally: &Tally,
    stop: Instant,
) -> anyhow::Result<()> {
    let variant: Variant = args.variant.parse()?;
    let a: SeatAnswer = clients[0]
        .post(&nodes[0], "/api/games", Some(&friend_game(variant)))
        .await?;
    let b: SeatAnswer = clients[1]
        .post(&nodes[1], &format!("/api/games/{}/join", a.id), None::<&()>)
        .await?;
    let mut players = Vec::new();
    for ((seat, node), client) in [&a, &b].into_iter().zip(nodes).zip(clients) {
        players.push(Player {
            ws: client.open(node, &seat.socket).await?,
            color: seat.color,
            pending: None,
            due: None,
        });
    }
    let think = Duration::from_millis(args.think_ms);
    loop {
        if Instant::now() > stop {
            return Ok(());
        }
        let next_due = players
            .iter()
            .filter_map(|p| p.due.as_ref().map(|d| d.0))
            .min()
            .unwrap_or_else(|| Instant::now() + Duration::from_secs(30));
        let (p0, p1) = players.split_at_mut(1);
        let (who, frame) = tokio::select! {
            f = p0[0].ws.next() => (0, f),
            f = p1[0].ws.next() => (1, f),
            _ = tokio::time::sleep_until(next_due.into()) => (2, None),
        };
        if who == 2 {
            let now = Instant::now();
            for p in players.iter_mut() {
                if let Some(msg) = due_message(&mut p.due, &mut p.pending, now, args.plies) {
                    let text = serde_json::to_string(&msg)?;
                    p.ws.send(Message::Text(text.into())).await?;
                }
            }
            continue;
        }
        let Some(frame) = frame_text(frame, "socket")? else {
            continue;
        };
        let msg: ServerMsg = serde_json::from_str(frame.as_str())?;
        let p = &mut players[who];
        match msg {
            ServerMsg::State { game, .. } => {
                if game.status.is_over() {
                    return Ok(());
                }
                if game.turn == p.color {
                    p.due = Some((
                        Instant::now() + think,
                        game.ply,
                        legal_moves(variant, &game.fen)?,
                    ));
                }
            }
            ServerMsg::Move { ply, turn, fen, .. } => {
                if let Some((sent, want)) = p.pending {
                    if want == ply {
                        p.pending = None;
                        tally.moved(sent);
                    }
                }
                if turn == p.color {
                    let legal = legal_moves(variant, &fen)?;
                    if !legal.is_empty() {
                        p.due = Some((Instant::now() + think, ply, legal));
                    }
                }
            }
            ServerMsg::End { .. } if who == 0 => {
                tally.games.fetch_add(1, Relaxed);
                return Ok(());
            }
            ServerMsg::Error { error, .. } => bail!("server refused a move: {error}"),
            _ => {}
        }
    }
}
