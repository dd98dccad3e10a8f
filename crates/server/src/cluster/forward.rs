//! Questions for games another node runs: each command with an answer
//! becomes a typed [`Req`] to the game's owner, and its typed [`Answer`]
//! comes back to the asker's reply channel. Socket commands go to the
//! guest relay.

use std::sync::atomic::Ordering::Relaxed;
use std::sync::Arc;
use std::time::Duration;

use regalia_rules::Color;
use tokio::sync::oneshot;

use super::wire::{Answer, Question, Req, Wire, WireError};
use super::Cluster;
use crate::app::{AppState, Link};
use crate::error::{ApiError, ErrorCode};
use crate::game::actor::Cmd;
use crate::ids::GameId;
use crate::protocol::Side;

/// A forwarded question unanswered this long fails (503).
const ASK_TIMEOUT: Duration = Duration::from_secs(5);

/// A question sent to `owner`, waiting for its answer.
pub(super) struct Pending {
    pub owner: String,
    pub reply: oneshot::Sender<Result<Answer, ApiError>>,
}

/// An answer to a different question than the one asked.
fn mismatched(owner: &str) -> ApiError {
    ApiError::refused(
        ErrorCode::Unavailable,
        format!("{owner} answered another question"),
    )
}

impl Cluster {
    /// Hands `cmd` for `game` to its owner, `owner`.
    pub fn forward(self: &Arc<Self>, owner: String, game: &GameId, cmd: Cmd) -> Link {
        let link = Link::Remote {
            peers: self.clone(),
            owner: owner.clone(),
        };
        match cmd {
            Cmd::Authorize { seat, reply } => {
                self.ask(owner, game, Req::Authorize { seat }, reply, |a| match a {
                    Answer::Authorize { role } => Some(role.map(Color::from)),
                    _ => None,
                })
            }
            Cmd::Join {
                session,
                player,
                reply,
            } => self.ask(
                owner,
                game,
                Req::Join { session, player },
                reply,
                |a| match a {
                    Answer::Join { seat } => Some(seat),
                    _ => None,
                },
            ),
            Cmd::Decline {
                session,
                withdraw,
                reply,
            } => self.ask(
                owner,
                game,
                Req::Decline { session, withdraw },
                reply,
                |a| match a {
                    Answer::Decline => Some(()),
                    _ => None,
                },
            ),
            Cmd::View {
                session,
                seat,
                reply,
            } => self.ask(
                owner,
                game,
                Req::View { session, seat },
                reply,
                |a| match a {
                    Answer::View { game, you } => Some((*game, you)),
                    _ => None,
                },
            ),
            Cmd::Pgn { reply } => {
                let (tx, rx) = oneshot::channel();
                self.ask(owner, game, Req::Pgn, tx, |a| match a {
                    Answer::Pgn { text } => Some(text),
                    _ => None,
                });
                tokio::spawn(async move {
                    if let Ok(Ok(text)) = rx.await {
                        let _ = reply.send(text);
                    }
                });
            }
            Cmd::Connect {
                conn,
                role,
                since,
                out,
            } => self.attach_remote(&owner, game, conn, role, since, out),
            other => {
                let _ = link.send(other);
            }
        }
        link
    }

    /// Sends a question to `owner` and, when the answer comes, hands it to
    /// `reply` as `expect` reads it (an answer of another kind is an
    /// error).
    pub(super) fn ask<U: Send + 'static>(
        self: &Arc<Self>,
        owner: String,
        game: &GameId,
        req: Req,
        reply: oneshot::Sender<Result<U, ApiError>>,
        expect: impl FnOnce(Answer) -> Option<U> + Send + 'static,
    ) {
        let id = self.next_req.fetch_add(1, Relaxed);
        let (tx, rx) = oneshot::channel();
        self.state().pending.insert(
            id,
            Pending {
                owner: owner.clone(),
                reply: tx,
            },
        );
        self.send_to(
            &owner,
            &Wire::Req(Question {
                from: self.node.clone(),
                id,
                game: game.to_string(),
                req,
            }),
        );
        let me = self.clone();
        tokio::spawn(async move {
            // Unanswered (the owner died or is out of reach): `reply` is
            // dropped, and the asker may ask again (`App::ask`).
            let answer = match tokio::time::timeout(ASK_TIMEOUT, rx).await {
                Ok(Ok(Err(ApiError::Unavailable))) | Ok(Err(_)) => return,
                Ok(Ok(result)) => result,
                Err(_) => {
                    me.state().pending.remove(&id);
                    tracing::warn!(node = %owner, "a forwarded question went unanswered");
                    return;
                }
            };
            let answer = answer.and_then(|a| expect(a).ok_or_else(|| mismatched(&owner)));
            let _ = reply.send(answer);
        });
    }

    /// Answers a forwarded question and sends the reply back to the node
    /// that asked.
    pub(super) fn take_question(self: &Arc<Self>, app: &AppState, question: Question) {
        let me = self.clone();
        let app = app.clone();
        tokio::spawn(async move {
            let Question {
                from,
                id,
                game,
                req,
            } = question;
            let result = answer(&app, &game, req)
                .await
                .map_err(|e| WireError::from(&e));
            me.send_to(&from, &Wire::Reply { id, result });
        });
    }

    /// An answer came back: hands it to whoever asked.
    pub(super) fn take_answer(&self, id: u64, result: Result<Answer, WireError>) {
        if let Some(p) = self.state().pending.remove(&id) {
            let _ = p.reply.send(result.map_err(ApiError::from));
        }
    }
}

/// Asks the game task here and waits for its reply.
async fn ask_here<T>(
    app: &AppState,
    id: &GameId,
    make: impl FnOnce(oneshot::Sender<T>) -> Cmd,
) -> Result<T, ApiError> {
    let (reply, rx) = oneshot::channel();
    app.send_here(id, make(reply)).await?;
    rx.await.map_err(|_| ApiError::Unavailable)
}

/// Answers a forwarded question about a game this node runs.
async fn answer(app: &AppState, game: &str, req: Req) -> Result<Answer, ApiError> {
    let id = GameId::parse(game).ok_or_else(|| ApiError::no_game(game))?;
    Ok(match req {
        Req::Authorize { seat } => {
            let role = ask_here(app, &id, |reply| Cmd::Authorize { seat, reply }).await??;
            Answer::Authorize {
                role: role.map(Side::from),
            }
        }
        Req::Join { session, player } => Answer::Join {
            seat: ask_here(app, &id, |reply| Cmd::Join {
                session,
                player,
                reply,
            })
            .await??,
        },
        Req::Decline { session, withdraw } => {
            ask_here(app, &id, |reply| Cmd::Decline {
                session,
                withdraw,
                reply,
            })
            .await??;
            Answer::Decline
        }
        Req::View { session, seat } => {
            let (game, you) = ask_here(app, &id, |reply| Cmd::View {
                session,
                seat,
                reply,
            })
            .await??;
            Answer::View {
                game: Box::new(game),
                you,
            }
        }
        Req::Pgn => Answer::Pgn {
            text: ask_here(app, &id, |reply| Cmd::Pgn { reply }).await?,
        },
        Req::ArenaJoin { .. } | Req::ArenaPause { .. } => {
            return super::arena::answer(app, &id, req).await
        }
    })
}
