//! `regalia loadtest --record FILE`: players that outlive the faults of a
//! cluster. A socket that closes is opened again (with `since`, on its own
//! node or the next one), a request that fails is tried again, and when
//! the time is up every game is brought to its end (resigned) rather than
//! dropped. Every move any player saw, every socket lost and found again
//! and every game's end goes to FILE, one JSON object a line, for the
//! checker of `scripts/chaos` to compare with the stored games.

use std::fs::File;
use std::io::{BufWriter, Write as _};
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::{anyhow, bail, Context};
use futures_util::{SinkExt, StreamExt};
use regalia_rules::Variant;
use regalia_server::protocol::{ClientMsg, SeatAnswer, ServerMsg};
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

use super::net::Client;
use super::plain::{due_message, friend_game, legal_moves};
use super::{LoadtestArgs, Tally, Ws};

/// How long a player keeps trying to reach any node before it gives up.
const GIVE_UP: Duration = Duration::from_secs(120);

/// The lines of the record file.
pub struct Record {
    out: Mutex<BufWriter<File>>,
}

fn now_ms() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis())
}

impl Record {
    pub fn create(path: &std::path::Path) -> anyhow::Result<Record> {
        let file =
            File::create(path).with_context(|| format!("cannot create {}", path.display()))?;
        Ok(Record {
            out: Mutex::new(BufWriter::new(file)),
        })
    }

    fn line(&self, mut value: serde_json::Value) {
        value["at"] = json!(now_ms());
        if let Ok(mut out) = self.out.lock() {
            let _ = writeln!(out, "{value}");
        }
    }

    pub fn flush(&self) -> anyhow::Result<()> {
        let mut out = self.out.lock().map_err(|_| anyhow!("poisoned"))?;
        out.flush().context("cannot write the record")
    }
}

/// One seat's socket and what its player knows.
struct Seat {
    ws: Option<Ws>,
    answer: SeatAnswer,
    /// The node this seat's socket goes to first.
    node: usize,
    /// The last event number seen.
    n: u64,
    pending: Option<(Instant, usize)>,
    due: Option<(Instant, usize, Vec<String>)>,
}

/// Plays games on `bases` until `stop`, then ends the one under way.
pub async fn play_games(
    client: Client,
    bases: Vec<String>,
    first_node: usize,
    args: &LoadtestArgs,
    tally: &Tally,
    record: &Record,
    stop: Instant,
) {
    while Instant::now() < stop {
        match create(&client, &bases, first_node, args).await {
            Ok(seats) => {
                if let Err(e) = play(&client, &bases, seats, args, tally, record, stop).await {
                    tally
                        .errors
                        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    eprintln!("loadtest: a game was given up: {e:#}");
                }
            }
            Err(e) => {
                tally
                    .errors
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if tally.errors.load(std::sync::atomic::Ordering::Relaxed) < 20 {
                    eprintln!("loadtest: cannot start a game (trying again): {e:#}");
                }
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        }
    }
}

/// Creates a game on one node and joins it on the next.
async fn create(
    client: &Client,
    bases: &[String],
    first: usize,
    args: &LoadtestArgs,
) -> anyhow::Result<[Seat; 2]> {
    let variant: Variant = args.variant.parse()?;
    let a: SeatAnswer = client
        .post(
            &bases[first % bases.len()],
            "/api/games",
            Some(&friend_game(variant)),
        )
        .await?;
    // A join that failed on the way back may have taken the seat: try
    // again on the other nodes (a second join by the same session is
    // answered with the seat it holds).
    let mut last = None;
    for k in 1..=bases.len() * 3 {
        let node = (first + k) % bases.len();
        match client
            .post::<SeatAnswer>(
                &bases[node],
                &format!("/api/games/{}/join", a.id),
                None::<&()>,
            )
            .await
        {
            Ok(b) => {
                let seat = |answer, node| Seat {
                    ws: None,
                    answer,
                    node,
                    n: 0,
                    pending: None,
                    due: None,
                };
                return Ok([seat(a, first % bases.len()), seat(b, node)]);
            }
            Err(e) => last = Some(e),
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    Err(anyhow!("cannot join game {}: {last:?}", a.id))
}

/// (Re)opens seat `k`'s socket, trying its node then the others, until
/// one answers or [`GIVE_UP`] has passed.
async fn connect(
    client: &Client,
    bases: &[String],
    seat: &mut Seat,
    game: &str,
    record: &Record,
    lost: bool,
) -> anyhow::Result<()> {
    let started = Instant::now();
    let path = if seat.n > 0 {
        format!("{}&since={}", seat.answer.socket, seat.n)
    } else {
        seat.answer.socket.clone()
    };
    let mut attempt = 0;
    loop {
        let node = (seat.node + attempt) % bases.len();
        match client.open(&bases[node], &path).await {
            Ok(ws) => {
                seat.ws = Some(ws);
                if lost {
                    record.line(
                        json!({"e": "back", "g": game, "side": seat.answer.color, "node": node,
                        "after_ms": started.elapsed().as_millis()}),
                    );
                }
                return Ok(());
            }
            Err(e) if started.elapsed() > GIVE_UP => {
                bail!(
                    "no node took seat {:?} of {game} back: {e:#}",
                    seat.answer.color
                )
            }
            Err(_) => {
                attempt += 1;
                tokio::time::sleep(Duration::from_millis(100 * attempt.min(10) as u64)).await;
            }
        }
    }
}

/// One game, to its end.
async fn play(
    client: &Client,
    bases: &[String],
    mut seats: [Seat; 2],
    args: &LoadtestArgs,
    tally: &Tally,
    record: &Record,
    stop: Instant,
) -> anyhow::Result<()> {
    use std::sync::atomic::Ordering::Relaxed;
    let variant: Variant = args.variant.parse()?;
    let game = seats[0].answer.id.as_str().to_owned();
    record.line(json!({"e": "game", "g": game}));
    for seat in seats.iter_mut() {
        connect(client, bases, seat, &game, record, false).await?;
    }
    let think = Duration::from_millis(args.think_ms);
    let mut resigned = false;
    let give_up = stop + GIVE_UP;
    loop {
        if Instant::now() > give_up {
            record.line(json!({"e": "unfinished", "g": game}));
            bail!("game {game} did not end");
        }
        // Time is up: end the game (and again after a reconnection, in
        // case the resignation was lost with the socket).
        if Instant::now() > stop && !resigned {
            let text = serde_json::to_string(&ClientMsg::Resign)?;
            if let Some(ws) = seats[0].ws.as_mut() {
                resigned = ws.send(Message::Text(text.into())).await.is_ok();
            }
        }
        let next_due = seats
            .iter()
            .filter_map(|s| s.due.as_ref().map(|d| d.0))
            .min()
            .unwrap_or_else(|| Instant::now() + Duration::from_secs(1))
            .min(Instant::now() + Duration::from_secs(1));
        let (s0, s1) = seats.split_at_mut(1);
        let (w, b) = (
            s0[0].ws.as_mut().ok_or_else(|| anyhow!("no socket"))?,
            s1[0].ws.as_mut().ok_or_else(|| anyhow!("no socket"))?,
        );
        let (who, frame) = tokio::select! {
            f = w.next() => (0, f),
            f = b.next() => (1, f),
            _ = tokio::time::sleep_until(next_due.into()) => (2, None),
        };
        if who == 2 {
            let now = Instant::now();
            for seat in seats.iter_mut() {
                let Some(msg) = due_message(&mut seat.due, &mut seat.pending, now, args.plies)
                else {
                    continue;
                };
                let text = serde_json::to_string(&msg)?;
                if let Some(ws) = seat.ws.as_mut() {
                    // A failed send shows as the socket's end.
                    let _ = ws.send(Message::Text(text.into())).await;
                }
            }
            continue;
        }
        let seat = &mut seats[who];
        let text = match frame {
            Some(Ok(Message::Text(t))) => t,
            Some(Ok(_)) => continue,
            Some(Err(_)) | None => {
                // Lost: open it again, from the last event seen.
                record.line(json!({"e": "drop", "g": game, "side": seat.answer.color}));
                seat.ws = None;
                seat.pending = None;
                seat.due = None;
                connect(client, bases, seat, &game, record, true).await?;
                if who == 0 {
                    resigned = false;
                }
                continue;
            }
        };
        let msg: ServerMsg = serde_json::from_str(text.as_str())?;
        if let Some(n) = msg.n() {
            seat.n = seat.n.max(n);
        }
        match msg {
            ServerMsg::State { game: view, .. } => {
                for (i, m) in view.moves.iter().enumerate() {
                    record.line(json!({"e": "seen", "g": game, "ply": i + 1, "uci": m.uci}));
                }
                seat.pending = None;
                seat.due = None;
                if view.status.is_over() {
                    record.line(json!({"e": "end", "g": game, "plies": view.ply}));
                    tally.games.fetch_add(1, Relaxed);
                    return Ok(());
                }
                if view.turn == seat.answer.color {
                    seat.due = Some((
                        Instant::now() + think,
                        view.ply,
                        legal_moves(variant, &view.fen)?,
                    ));
                }
            }
            ServerMsg::Move {
                ply,
                uci,
                turn,
                fen,
                ..
            } => {
                let mine = matches!(seat.pending, Some((_, want)) if want == ply);
                let rtt = seat
                    .pending
                    .filter(|_| mine)
                    .map(|(sent, _)| sent.elapsed().as_micros());
                record.line(
                    json!({"e": "seen", "g": game, "ply": ply, "uci": uci, "mine": mine,
                    "rtt_us": rtt}),
                );
                if let (true, Some((sent, _))) = (mine, seat.pending) {
                    seat.pending = None;
                    tally.moved(sent);
                }
                if turn == seat.answer.color {
                    let moves = legal_moves(variant, &fen)?;
                    if !moves.is_empty() {
                        seat.due = Some((Instant::now() + think, ply, moves));
                    }
                }
            }
            ServerMsg::End { .. } => {
                record.line(json!({"e": "end", "g": game}));
                tally.games.fetch_add(1, Relaxed);
                return Ok(());
            }
            ServerMsg::Error { .. } => {
                // A move refused because the game moved on while this
                // player was away, or a resignation of a game already
                // over: ask for the game as it is.
                seat.ws = None;
                seat.n = 0;
                seat.pending = None;
                seat.due = None;
                connect(client, bases, seat, &game, record, false).await?;
            }
            _ => {}
        }
    }
}
