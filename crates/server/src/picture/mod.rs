//! Pictures of boards drawn by the server, from the very art the pages
//! show (web/dist/art.json): a position as a PNG ([`png`]) and a finished
//! game as an animated GIF ([`gif`]), for link previews and sharing.
//! Drawing is CPU work: [`Pictures::draw`] runs it on tokio's blocking
//! pool, never on a worker thread, with at most so many pictures at once
//! per client address and in all; finished games' GIFs are kept
//! ([`Pictures::kept`]) so a shared link costs one drawing.

mod art;
mod diagram;
mod draw;
mod film;

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;

use axum::body::Bytes;

pub use diagram::{Diagram, Man};
pub use draw::{png, Canvas, Look};
pub use film::{gif, Film, Made, GIF_SQUARE};

use crate::config::PicturesConfig;
use crate::error::{ApiError, ErrorCode};
use crate::sockets::{Full, Sockets};

/// The side of a square in PNG pictures (a board of 720 pixels).
pub const PNG_SQUARE: u32 = 90;

/// The pictures being drawn, and the GIFs kept.
pub struct Pictures {
    drawing: Sockets,
    kept: Mutex<Kept>,
    max_kept: usize,
}

/// Finished games' GIFs by key, the oldest first out.
#[derive(Default)]
struct Kept {
    bytes: usize,
    order: VecDeque<String>,
    gifs: HashMap<String, Bytes>,
}

impl Pictures {
    pub fn new(config: &PicturesConfig) -> Pictures {
        Pictures {
            drawing: Sockets::new(config.per_addr, config.at_once),
            kept: Mutex::new(Kept::default()),
            max_kept: config.gif_cache_bytes,
        }
    }

    /// Runs `work` on the blocking pool while it holds one of `addr`'s
    /// places; refused at once (`rate-limited`, or `unavailable` when the
    /// server draws as many as it may) when there is none.
    pub async fn draw<T: Send + 'static>(
        &self,
        addr: IpAddr,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let place = self.drawing.open(addr).map_err(|full| match full {
            Full::Address => ApiError::refused(
                ErrorCode::RateLimited,
                "this address has as many pictures being drawn as it may; wait for one",
            ),
            Full::Server => ApiError::refused(
                ErrorCode::Unavailable,
                "the server is drawing as many pictures as it can; try again soon",
            ),
        })?;
        let done = tokio::task::spawn_blocking(work).await;
        drop(place);
        done.map_err(|e| ApiError::refused(ErrorCode::Unavailable, format!("drawing failed: {e}")))
    }

    /// A kept GIF.
    pub fn kept(&self, key: &str) -> Option<Bytes> {
        let kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        kept.gifs.get(key).cloned()
    }

    /// Keeps a GIF, letting the oldest go past the budget.
    pub fn keep(&self, key: String, gif: Bytes) {
        if gif.len() > self.max_kept {
            return;
        }
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        if kept.gifs.contains_key(&key) {
            return;
        }
        kept.bytes += gif.len();
        kept.order.push_back(key.clone());
        kept.gifs.insert(key, gif);
        while kept.bytes > self.max_kept {
            let Some(old) = kept.order.pop_front() else {
                break;
            };
            if let Some(gone) = kept.gifs.remove(&old) {
                kept.bytes -= gone.len();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn kept_gifs_stay_within_their_budget_oldest_out_first() {
        let pictures = Pictures::new(&PicturesConfig {
            per_addr: 1,
            at_once: 1,
            gif_cache_bytes: 10,
        });
        pictures.keep("a".into(), Bytes::from(vec![0; 4]));
        pictures.keep("b".into(), Bytes::from(vec![0; 4]));
        pictures.keep("c".into(), Bytes::from(vec![0; 4]));
        assert!(pictures.kept("a").is_none());
        assert!(pictures.kept("b").is_some() && pictures.kept("c").is_some());
        pictures.keep("big".into(), Bytes::from(vec![0; 11]));
        assert!(pictures.kept("big").is_none());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn one_address_draws_at_most_its_share_at_once() {
        let pictures = Arc::new(Pictures::new(&PicturesConfig {
            per_addr: 1,
            at_once: 4,
            gif_cache_bytes: 10,
        }));
        let addr = IpAddr::from([10, 0, 0, 1]);
        let (started, wait) = std::sync::mpsc::channel::<()>();
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let first = {
            let pictures = pictures.clone();
            tokio::spawn(async move {
                pictures
                    .draw(addr, move || {
                        let _ = started.send(());
                        let _ = hold.recv();
                    })
                    .await
            })
        };
        wait.recv().expect("the first drawing started");
        let second = pictures.draw(addr, || ()).await;
        assert_eq!(second.err().map(|e| e.code()), Some(ErrorCode::RateLimited));
        let other = pictures.draw(IpAddr::from([10, 0, 0, 2]), || 7).await;
        assert_eq!(other.ok(), Some(7));
        release.send(()).expect("the first drawing waits");
        assert!(first.await.expect("joins").is_ok());
        assert!(pictures.draw(addr, || ()).await.is_ok());
    }
}
