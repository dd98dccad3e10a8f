//! The lobby: open seeks anyone may accept, and who is online.

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;

use tokio::sync::watch;

use crate::protocol::{Named, SeekView};

/// An open seek, with the session that made it.
#[derive(Clone, Debug)]
pub struct Seek {
    pub view: SeekView,
    pub session: String,
    /// The node that runs the game, when it is not this one (a cluster).
    pub node: Option<String>,
}

/// Who looks at the lobby: a session, with its name and ratings when it
/// has a name.
#[derive(Clone, Copy)]
pub struct Viewer<'a> {
    pub session: &'a str,
    pub player: Option<&'a Named>,
}

impl Viewer<'_> {
    /// A seek with a rating range shows only to its creator and to named
    /// players rated in it, the only ones its join lets in; every other
    /// seek shows to all.
    pub fn may_see(&self, seek: &Seek) -> bool {
        if seek.session == self.session {
            return true;
        }
        let Some(range) = seek.view.range else {
            return true;
        };
        self.player
            .is_some_and(|p| range.contains(p.rating(seek.view.variant).0))
    }
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

    /// The newest `cap` open seeks `viewer` may see, oldest of them first,
    /// marked `own` for the viewer's.
    pub fn list(&self, viewer: Viewer, cap: usize) -> Vec<SeekView> {
        let seeks = self.seeks.lock().unwrap_or_else(|e| e.into_inner());
        let mut list: Vec<&Seek> = seeks.values().filter(|s| viewer.may_see(s)).collect();
        list.sort_by(|a, b| (b.view.created_at, &b.view.id).cmp(&(a.view.created_at, &a.view.id)));
        list.truncate(cap);
        let mut list: Vec<SeekView> = list
            .into_iter()
            .map(|s| SeekView {
                own: s.session == viewer.session,
                ..s.view.clone()
            })
            .collect();
        list.reverse();
        list
    }

    /// The newest seeks (see [`Lobby::list`]), fewer if their JSON would
    /// pass `max_bytes`: the oldest are left out first.
    pub fn list_within(&self, viewer: Viewer, cap: usize, max_bytes: usize) -> Vec<SeekView> {
        let mut list = self.list(viewer, cap);
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
                days: None,
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
        let viewer = Viewer {
            session: "s149",
            player: None,
        };
        let list = lobby.list(viewer, 100);
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
        let viewer = Viewer {
            session: "x",
            player: None,
        };
        let list = lobby.list_within(viewer, 100, 32 * 1024);
        let json = serde_json::to_string(&list).expect("json");
        assert!(json.len() <= 32 * 1024, "{} bytes", json.len());
        assert!(list.len() > 10);
        assert_eq!(list.last().map(|s| s.id.as_str()), Some("g0000099"));
    }

    #[test]
    fn a_ranged_seek_shows_to_its_creator_and_the_players_rated_in_it() {
        let lobby = Lobby::default();
        let mut ranged = seek(1, None);
        ranged.view.rated = true;
        ranged.view.range = Some(crate::protocol::RatingRange {
            min: 1600,
            max: 1800,
        });
        lobby.add(ranged);
        lobby.add(seek(2, None));
        let rated = |rating: f64| Named {
            name: "Ada".into(),
            ratings: vec![(crate::protocol::VariantName::Chess, rating, String::new())],
            bot: false,
        };
        let ids = |session: &str, player: Option<&Named>| -> Vec<String> {
            lobby
                .list(Viewer { session, player }, 100)
                .iter()
                .map(|s| s.id.to_string())
                .collect()
        };
        let (low, inside, high) = (rated(1599.4), rated(1700.0), rated(1800.6));
        assert_eq!(ids("x", None), ["g0000002"], "no name, no ranged seek");
        assert_eq!(ids("x", Some(&low)), ["g0000002"]);
        assert_eq!(ids("x", Some(&high)), ["g0000002"]);
        assert_eq!(ids("x", Some(&inside)), ["g0000001", "g0000002"]);
        assert_eq!(ids("s1", None), ["g0000001", "g0000002"], "its creator");
        // A new player counts as 1500 in a game they have not played.
        let other_game = Named {
            name: "Bo".into(),
            ratings: vec![],
            bot: false,
        };
        assert_eq!(ids("x", Some(&other_game)), ["g0000002"]);
    }
}
