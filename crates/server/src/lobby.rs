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
        seeks.insert(seek.view.id.clone(), seek);
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

    /// The open seeks, oldest first, marked `own` for `session`'s.
    pub fn list(&self, session: &str) -> Vec<SeekView> {
        let seeks = self.seeks.lock().unwrap_or_else(|e| e.into_inner());
        let mut list: Vec<SeekView> = seeks
            .values()
            .map(|s| SeekView {
                own: s.session == session,
                ..s.view.clone()
            })
            .collect();
        list.sort_by(|a, b| a.created_at.cmp(&b.created_at).then(a.id.cmp(&b.id)));
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
