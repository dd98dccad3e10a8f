//! `/ws/analysis`: the analysis board's engine socket. A socket runs one job
//! at a time (an analysis of the position shown, or a game review); a new
//! request stops the one before, and closing the socket stops both.

use std::num::NonZeroU32;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Weak};

use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Extension;
use governor::{Quota, RateLimiter};
use regalia_rules::{GameRecord, Variant};
use tokio::sync::mpsc;

use super::messages::{AnalysisErrorCode, AnalysisIn, AnalysisOut};
use super::{line_views, record_of, review, review_game, score_view, Refusal};
use crate::app::AppState;
use crate::engine::analysis::{NoPlace, Slot};
use crate::error::ApiError;
use crate::ids::GameId;
use crate::limits::{Budget, ClientAddr};
use crate::protocol::{GameMoves, Status};
use crate::session::Session;
use crate::sockets::{write, Ending, Heartbeat, Ticket};

/// Text frames longer than this are refused: a review names every move.
const MAX_TEXT: usize = 16 * 1024;
/// Messages a socket may send in a burst, then per second.
const MSG_BURST: u32 = 30;
const MSG_PER_SEC: u32 = 10;
/// Refused messages after which a flooding socket is closed, as the game
/// and lobby sockets do.
const MAX_STRIKES: u32 = 50;

pub async fn analysis_socket(
    State(hub): State<AppState>,
    Extension(Session(session)): Extension<Session>,
    Extension(addr): Extension<ClientAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    crate::ws::refuse_cross_site(&headers, &hub)?;
    let ticket = hub.limits.open_socket(addr)?;
    Ok(ws
        .read_buffer_size(4 * 1024)
        .max_message_size(MAX_TEXT * 2)
        .max_frame_size(MAX_TEXT * 2)
        .on_upgrade(move |socket| run(hub, socket, addr, session, ticket))
        .into_response())
}

/// The job a socket is running.
struct Job {
    stop: Arc<AtomicBool>,
    /// The address's place in the pool, while the job holds it.
    slot: Weak<Slot>,
}

impl Job {
    fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

struct Conn {
    hub: AppState,
    addr: ClientAddr,
    session: String,
    out: mpsc::UnboundedSender<AnalysisOut>,
    job: Option<Job>,
}

impl Conn {
    /// Stops the running job and takes a place for the next: the socket's
    /// own place when its last job still holds it, else a new one.
    fn start(&mut self) -> Result<(Arc<AtomicBool>, Arc<Slot>), Refusal> {
        // A refused request leaves the running job as it is.
        self.hub
            .limits
            .check(Budget::Analysis, self.addr, &self.session)
            .map_err(|e| Refusal::new(AnalysisErrorCode::RateLimited, e.to_string()))?;
        let held = self.job.take().and_then(|job| {
            job.stop();
            job.slot.upgrade()
        });
        let slot = match held {
            Some(slot) => slot,
            None => Arc::new(self.hub.analysis.slot(self.addr.0).map_err(|e| {
                let code = match e {
                    NoPlace::TooMany => AnalysisErrorCode::TooManyAnalyses,
                    NoPlace::Full => AnalysisErrorCode::Busy,
                };
                Refusal::new(code, e.to_string())
            })?),
        };
        let stop = Arc::new(AtomicBool::new(false));
        self.job = Some(Job {
            stop: stop.clone(),
            slot: Arc::downgrade(&slot),
        });
        Ok((stop, slot))
    }

    fn refuse(&self, id: Option<u32>, refusal: Refusal) {
        let _ = self
            .out
            .send(AnalysisOut::error(id, refusal.code, refusal.message));
    }

    fn analyse(&mut self, id: u32, position: GameMoves, lines: usize) {
        let record = match record_of(&position) {
            Ok(r) => r,
            Err(refusal) => return self.refuse(Some(id), refusal),
        };
        let pos = record.position().clone();
        if let Some(outcome) = record.outcome() {
            // Nothing to search: the game is over here.
            if let Some(job) = self.job.take() {
                job.stop();
            }
            let _ = self.out.send(AnalysisOut::Done {
                id,
                score: Some(review::final_score(outcome)),
            });
            return;
        }
        let (stop, slot) = match self.start() {
            Ok(started) => started,
            Err(refusal) => return self.refuse(Some(id), refusal),
        };
        let history = regalia_engine::game_history(&record);
        let pool = self.hub.analysis.clone();
        let out = self.out.clone();
        let lines = lines.clamp(1, super::messages::MAX_LINES);
        let addr = self.addr.0;
        tokio::spawn(async move {
            let shown = pos.clone();
            let info_out = out.clone();
            let wait_out = out.clone();
            let on_wait = move |ahead: usize| {
                let _ = wait_out.send(AnalysisOut::Queued {
                    id,
                    ahead: ahead as u32,
                });
            };
            let last = pool
                .analyse(
                    addr,
                    pos,
                    history,
                    lines,
                    stop.clone(),
                    on_wait,
                    move |report| {
                        let _ = info_out.send(AnalysisOut::Info {
                            id,
                            depth: report.depth,
                            nodes: report.nodes,
                            ms: report.elapsed.as_millis() as u64,
                            lines: line_views(&shown, report),
                        });
                    },
                )
                .await;
            if !stop.load(Ordering::Relaxed) {
                let score = last.as_ref().and_then(|r| {
                    r.lines
                        .first()
                        .map(|l| score_view(record.position(), l.score, &l.moves))
                });
                let _ = out.send(AnalysisOut::Done { id, score });
            }
            drop(slot);
        });
    }

    async fn review(&mut self, id: u32, position: GameMoves, game: Option<GameId>) {
        let record = match &game {
            Some(game) => {
                let record = match self.finished_game(game).await {
                    Ok(r) => r,
                    Err(refusal) => return self.refuse(Some(id), refusal),
                };
                // Reviewed before: the second visitor sees it at once.
                if let Ok(Some(review)) = super::stored_review(&self.hub, game.as_str()).await {
                    if let Some(job) = self.job.take() {
                        job.stop();
                    }
                    let _ = self.out.send(AnalysisOut::Review { id, review });
                    return;
                }
                record
            }
            None => match record_of(&position) {
                Ok(r) => r,
                Err(refusal) => return self.refuse(Some(id), refusal),
            },
        };
        let (stop, slot) = match self.start() {
            Ok(started) => started,
            Err(refusal) => return self.refuse(Some(id), refusal),
        };
        let hub = self.hub.clone();
        let out = self.out.clone();
        let addr = self.addr.0;
        tokio::spawn(async move {
            let pool = hub.analysis.clone();
            let progress_out = out.clone();
            let done = review_game(&pool, addr, &record, stop.clone(), move |done, of| {
                let _ = progress_out.send(AnalysisOut::Progress { id, done, of });
            })
            .await;
            if let Some(review) = done {
                if let Some(game) = game {
                    super::keep_review(&hub, game.as_str(), &review).await;
                }
                let _ = out.send(AnalysisOut::Review { id, review });
            }
            drop(slot);
        });
    }

    /// A finished game of this site, as its record.
    async fn finished_game(&self, id: &GameId) -> Result<GameRecord, Refusal> {
        let no_game = || Refusal::new(AnalysisErrorCode::NoGame, format!("no game `{id}`"));
        let (row, moves) = self
            .hub
            .store
            .load(id.as_str())
            .await
            .map_err(|e| Refusal::new(AnalysisErrorCode::Busy, e.to_string()))?
            .ok_or_else(no_game)?;
        if row.status != Status::Finished.name() {
            return Err(Refusal::new(
                AnalysisErrorCode::NotOver,
                "the game is still being played",
            ));
        }
        let variant = Variant::from_str(&row.variant)
            .map_err(|e| Refusal::new(AnalysisErrorCode::BadPosition, e.to_string()))?;
        record_of(&GameMoves {
            variant: variant.into(),
            fen: row.start_fen,
            moves: moves.into_iter().map(|m| m.uci).collect(),
        })
    }
}

async fn run(
    hub: AppState,
    mut socket: WebSocket,
    addr: ClientAddr,
    session: String,
    _ticket: Ticket,
) {
    let (out, mut outbox) = mpsc::unbounded_channel();
    let mut conn = Conn {
        hub: hub.clone(),
        addr,
        session,
        out,
        job: None,
    };
    let limit = RateLimiter::direct(
        Quota::per_second(NonZeroU32::new(MSG_PER_SEC).expect("above zero"))
            .allow_burst(NonZeroU32::new(MSG_BURST).expect("above zero")),
    );
    let mut heartbeat = Heartbeat::start(hub.config.heartbeat, hub.config.dead_after).await;
    let mut strikes = 0;
    let ending = loop {
        tokio::select! {
            queued = outbox.recv() => {
                let Some(msg) = queued else { break Ending::Lost };
                if !write(&mut socket, Message::Text(Utf8Bytes::from(msg.to_json()))).await {
                    break Ending::Lost;
                }
            }
            incoming = socket.recv() => {
                let frame = match heartbeat.read(incoming) {
                    Ok(frame) => frame,
                    Err(ending) => break ending,
                };
                let refusal = match frame {
                    Message::Text(_) if limit.check().is_err() => {
                        Refusal::new(AnalysisErrorCode::RateLimited, "too many messages; slow down")
                    }
                    Message::Text(text) if text.len() > MAX_TEXT => {
                        Refusal::new(AnalysisErrorCode::BadMessage, format!("message too large: at most {MAX_TEXT} bytes"))
                    }
                    Message::Text(text) => match conn.read(text.as_str()).await {
                        Some(refusal) => refusal,
                        None => continue,
                    },
                    Message::Binary(_) => {
                        Refusal::new(AnalysisErrorCode::BadMessage, "binary frames are not part of the protocol")
                    }
                    _ => continue,
                };
                hub.metrics.rejected();
                strikes += 1;
                if strikes > MAX_STRIKES {
                    break Ending::FLOOD;
                }
                conn.refuse(None, refusal);
            }
            _ = heartbeat.tick() => {
                if let Err(ending) = heartbeat.beat(&mut socket).await {
                    break ending;
                }
            }
        }
    };
    if let Some(job) = conn.job.take() {
        job.stop();
    }
    ending.close(&mut socket).await;
}

impl Conn {
    /// Reads and does one message of the client; a message that does not
    /// read is refused.
    async fn read(&mut self, text: &str) -> Option<Refusal> {
        match serde_json::from_str::<AnalysisIn>(text) {
            Ok(AnalysisIn::Analyse {
                id,
                position,
                lines,
            }) => self.analyse(id, position, lines),
            Ok(AnalysisIn::Review { id, position, game }) => self.review(id, position, game).await,
            Ok(AnalysisIn::Stop) => {
                if let Some(job) = self.job.take() {
                    job.stop();
                }
            }
            Ok(AnalysisIn::Ping) => {
                let _ = self.out.send(AnalysisOut::Pong);
            }
            Err(e) => {
                return Some(Refusal::new(
                    AnalysisErrorCode::BadMessage,
                    format!("cannot read message: {e}"),
                ))
            }
        }
        None
    }
}
