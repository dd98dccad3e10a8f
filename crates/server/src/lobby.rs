//! The lobby: open seeks anyone may accept, and who is online.

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;

use tokio::sync::watch;

use crate::protocol::SeekView;

/// An open seek, with the session that made it.
#[derive(Clone, Debug)]
pub struct Seek {
    pub view: SeekView,
    pub session: String,
    /// The node that runs the game, when it is not this one (a cluster).
    pub node: Option<String>,
}

/// Open seeks. Subscribers learn of every change through a version counter.
pub struct Lobby {
    seeks: Mutex<BTreeMap<String, Seek>>,
    version: watch::Sender<u64>,
}

impl Default for Lobby {
    fn default() -> Lobby {
        Lobby {
            seeks: Mutex::new(BTreeMap::new()),
            version: watch::Sender::new(0),
        }
    }
}

impl Lobby {
    fn changed(&self) {
        self.version.send_modify(|v| *v += 1);
    }

    pub fn add(&self, seek: Seek) {
        let mut seeks = self.seeks.lock().unwrap_or_else(|e| e.into_inner());
        seeks.insert(seek.view.id.to_string(), seek);
        drop(seeks);
        self.changed();
    }

    pub fn remove(&self, id: &str) {
        let mut seeks = self.seeks.lock().unwrap_or_else(|e| e.into_inner());
        let removed = seeks.remove(id).is_some();
        drop(seeks);
        if removed {
            self.changed();
        }
    }

    /// The newest `cap` open seeks, oldest of them first, marked `own`
    /// for `session`'s.
    pub fn list(&self, session: &str, cap: usize) -> Vec<SeekView> {
        let seeks = self.seeks.lock().unwrap_or_else(|e| e.into_inner());
        let mut list: Vec<&Seek> = seeks.values().collect();
        list.sort_by(|a, b| (b.view.created_at, &b.view.id).cmp(&(a.view.created_at, &a.view.id)));
        list.truncate(cap);
        let mut list: Vec<SeekView> = list
            .into_iter()
            .map(|s| SeekView {
                own: s.session == session,
                ..s.view.clone()
            })
            .collect();
        list.reverse();
        list
    }

    /// The newest seeks (see [`Lobby::list`]), fewer if their JSON would
    /// pass `max_bytes`: the oldest are left out first.
    pub fn list_within(&self, session: &str, cap: usize, max_bytes: usize) -> Vec<SeekView> {
        let mut list = self.list(session, cap);
        trim_to_bytes(&mut list, max_bytes);
        list
    }

    /// Keeps only the seeks of this node and of the nodes `alive` says
    /// are alive (a dead node's games reappear when another node takes
    /// them over).
    pub fn keep_nodes(&self, alive: impl Fn(&str) -> bool) {
        let mut seeks = self.seeks.lock().unwrap_or_else(|e| e.into_inner());
        let before = seeks.len();
        seeks.retain(|_, s| s.node.as_deref().is_none_or(&alive));
        let removed = seeks.len() != before;
        drop(seeks);
        if removed {
            self.changed();
        }
    }

    /// The seeks of games this node runs.
    pub fn own_seeks(&self) -> Vec<Seek> {
        let seeks = self.seeks.lock().unwrap_or_else(|e| e.into_inner());
        seeks
            .values()
            .filter(|s| s.node.is_none())
            .cloned()
            .collect()
    }

    pub fn len(&self) -> usize {
        self.seeks.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.version.subscribe()
    }
}

/// Browser sessions with at least one open socket.
#[derive(Default)]
pub struct Online {
    sessions: Mutex<HashMap<String, u32>>,
}

impl Online {
    pub fn enter(&self, session: &str) {
        let mut s = self.sessions.lock().unwrap_or_else(|e| e.into_inner());
        *s.entry(session.to_owned()).or_default() += 1;
    }

    pub fn leave(&self, session: &str) {
        let mut s = self.sessions.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(count) = s.get_mut(session) {
            *count -= 1;
            if *count == 0 {
                s.remove(session);
            }
        }
    }

    pub fn count(&self) -> usize {
        self.sessions
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .len()
    }
}

/// Leaves out the first (oldest) seeks until the list's JSON fits in
/// `max_bytes` (with room for the rest of the message).
pub fn trim_to_bytes(list: &mut Vec<SeekView>, max_bytes: usize) {
    let budget = max_bytes.saturating_sub(256);
    let sizes: Vec<usize> = list
        .iter()
        .map(|s| serde_json::to_string(s).map_or(budget, |j| j.len() + 1))
        .collect();
    let mut total: usize = sizes.iter().sum();
    let mut drop = 0;
    while total > budget && drop < sizes.len() {
        total -= sizes[drop];
        drop += 1;
    }
    list.drain(..drop);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::ColorChoice;

    fn seek(i: i64, fen: Option<String>) -> Seek {
        Seek {
            view: SeekView {
                id: crate::ids::GameId::parse(&format!("g{i:07}")).expect("an id's shape"),
                variant: crate::protocol::VariantName::Chess,
                color: ColorChoice::Random,
                clock: None,
                fen,
                own: false,
                created_at: i,
                rated: false,
                player: None,
                range: None,
            },
            session: format!("s{i}"),
            node: None,
        }
    }

    #[test]
    fn the_snapshot_holds_the_newest_seeks_oldest_first() {
        let lobby = Lobby::default();
        for i in 0..150 {
            lobby.add(seek(i, None));
        }
        let list = lobby.list("s149", 100);
        assert_eq!(list.len(), 100);
        assert_eq!(list[0].id.as_str(), "g0000050");
        assert_eq!(list[99].id.as_str(), "g0000149");
        assert!(list[99].own && !list[0].own);
        assert_eq!(lobby.len(), 150);
    }

    #[test]
    fn a_lobby_message_never_passes_its_byte_limit() {
        let lobby = Lobby::default();
        let long = "r".repeat(900);
        for i in 0..100 {
            lobby.add(seek(i, Some(long.clone())));
        }
        let list = lobby.list_within("x", 100, 32 * 1024);
        let json = serde_json::to_string(&list).expect("json");
        assert!(json.len() <= 32 * 1024, "{} bytes", json.len());
        assert!(list.len() > 10);
        assert_eq!(list.last().map(|s| s.id.as_str()), Some("g0000099"));
    }
}
