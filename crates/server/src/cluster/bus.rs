//! The bus (Redis pub/sub): each node listens on its own channel
//! (questions for the games it runs, answers, socket traffic) and on the
//! cluster's broadcast channel (seeks, counts, greetings). Messages go
//! out through one publisher task, in order, many per round trip.

use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use tokio::sync::mpsc;

use super::wire::{Guest, Wire};
use super::Cluster;
use crate::app::AppState;
use crate::lobby::Seek;

impl Cluster {
    fn node_channel(&self, node: &str) -> String {
        format!("{}node:{node}", self.prefix)
    }

    fn all_channel(&self) -> String {
        format!("{}all", self.prefix)
    }

    /// Queues a message for node `node`.
    pub(super) fn send_to(&self, node: &str, wire: &Wire) {
        self.post(self.node_channel(node), wire);
    }

    /// Queues a message for every node.
    pub(super) fn broadcast(&self, wire: &Wire) {
        self.post(self.all_channel(), wire);
    }

    fn post(&self, channel: String, wire: &Wire) {
        match serde_json::to_string(wire) {
            Ok(text) => {
                let _ = self.publish.send((channel, text));
            }
            Err(e) => tracing::error!(error = %e, "cannot write a bus message"),
        }
    }

    pub(super) async fn subscribe(&self) -> Result<redis::aio::PubSubStream, redis::RedisError> {
        let mut pubsub = self.redis.get_async_pubsub().await?;
        pubsub.subscribe(self.node_channel(&self.node)).await?;
        pubsub.subscribe(self.all_channel()).await?;
        Ok(pubsub.into_on_message())
    }

    /// A batch the bus would not take: what it carried for sockets is
    /// lost, so those sockets close and their clients reconnect with
    /// `since` and resynchronise. Guests here (sockets of another node on
    /// games this node runs) are let go, which tells their node `Closed`
    /// once the bus is back; sockets here whose message to a game's owner
    /// was lost close at once.
    fn lost(&self, batch: &[(String, String)]) {
        let node_prefix = format!("{}node:", self.prefix);
        let mut closed = 0;
        let mut st = self.state();
        for (channel, text) in batch {
            let Some(node) = channel.strip_prefix(&node_prefix) else {
                continue;
            };
            match serde_json::from_str::<Wire>(text) {
                Ok(Wire::Deliver { conn, .. }) => {
                    closed += usize::from(st.guests.remove(&(node.to_owned(), conn)).is_some());
                }
                Ok(
                    Wire::Msg { conn, .. }
                    | Wire::ArenaWatch { conn, .. }
                    | Wire::ArenaPage { conn, .. }
                    | Wire::Connect {
                        guest: Guest { conn, .. },
                        ..
                    },
                ) => {
                    closed += usize::from(st.sockets.remove(&conn).is_some());
                }
                _ => {}
            }
        }
        drop(st);
        tracing::warn!(
            messages = batch.len(),
            sockets = closed,
            "a batch for the bus was lost; its sockets are closed"
        );
    }

    /// Reads the bus for as long as the node runs, reconnecting when it
    /// is lost.
    pub(super) async fn listen(
        self: Arc<Self>,
        app: AppState,
        mut stream: redis::aio::PubSubStream,
    ) {
        loop {
            while let Some(msg) = stream.next().await {
                match serde_json::from_slice::<Wire>(msg.get_payload_bytes()) {
                    Ok(wire) => self.dispatch(&app, wire),
                    Err(e) => tracing::warn!(error = %e, "unreadable bus message"),
                }
            }
            tracing::error!("lost the bus; reconnecting");
            // Whatever was in flight may be lost: sockets on remote games
            // close, and so do other nodes' sockets on games here (their
            // clients reconnect and resynchronise).
            {
                let mut st = self.state();
                st.sockets.clear();
                st.guests.clear();
            }
            loop {
                tokio::time::sleep(Duration::from_millis(500)).await;
                match self.subscribe().await {
                    Ok(s) => {
                        stream = s;
                        break;
                    }
                    Err(e) => tracing::warn!(error = %e, "the bus is still unreachable"),
                }
            }
            tracing::info!("the bus is back");
        }
    }

    /// Hands a message to the part of the node it is for.
    fn dispatch(self: &Arc<Self>, app: &AppState, wire: Wire) {
        match wire {
            Wire::Req(question) => self.take_question(app, question),
            Wire::Reply { id, result } => self.take_answer(id, result),
            Wire::Connect { game, guest } => self.guest_arrived(app, game, guest),
            Wire::Msg { from, conn, msg } => self.guest_said(from, conn, msg),
            Wire::Leave { from, conn } => self.guest_left(from, conn),
            Wire::Deliver { conn, text } => self.deliver(conn, text),
            Wire::Closed { conn } => self.closed(conn),
            Wire::ArenaWatch {
                arena,
                from,
                conn,
                name,
                page,
            } => self.arena_guest_arrived(app, arena, from, conn, name, page),
            Wire::ArenaPage { from, conn, page } => self.arena_guest_page(from, conn, page),
            Wire::SeekAdd {
                node,
                session,
                seek,
            } => {
                if node != self.node {
                    app.lobby.add(Seek {
                        view: seek,
                        session,
                        node: Some(node),
                    });
                }
            }
            Wire::SeekRemove { node, id } => {
                if node != self.node {
                    app.lobby.remove(&id);
                }
            }
            Wire::Counts {
                node,
                players,
                games,
            } => {
                if node != self.node {
                    self.state().counts.insert(node, (players, games));
                }
            }
            Wire::Hello { node } => {
                if node != self.node {
                    for seek in app.lobby.own_seeks() {
                        self.seek_listed(&seek);
                    }
                }
            }
        }
    }
}

/// Sends queued bus messages in order, many per round trip.
pub(super) async fn publisher(
    redis: redis::Client,
    mut queue: mpsc::UnboundedReceiver<(String, String)>,
    cluster: std::sync::Weak<Cluster>,
) {
    let mut conn: Option<redis::aio::MultiplexedConnection> = None;
    let mut batch = Vec::new();
    while let Some(first) = queue.recv().await {
        batch.push(first);
        while batch.len() < 512 {
            match queue.try_recv() {
                Ok(m) => batch.push(m),
                Err(_) => break,
            }
        }
        let mut sent = false;
        for attempt in 0..3 {
            if conn.is_none() {
                match redis.get_multiplexed_async_connection().await {
                    Ok(c) => conn = Some(c),
                    Err(e) => {
                        tracing::warn!(error = %e, attempt, "cannot reach the bus");
                        tokio::time::sleep(Duration::from_millis(300)).await;
                        continue;
                    }
                }
            }
            let Some(c) = conn.as_mut() else { continue };
            let mut pipe = redis::pipe();
            for (channel, text) in &batch {
                pipe.cmd("PUBLISH").arg(channel).arg(text).ignore();
            }
            match pipe.query_async::<()>(c).await {
                Ok(()) => {
                    sent = true;
                    break;
                }
                Err(e) => {
                    tracing::warn!(error = %e, attempt, "publishing on the bus failed");
                    conn = None;
                }
            }
        }
        if !sent {
            if let Some(cluster) = cluster.upgrade() {
                cluster.lost(&batch);
            }
        }
        batch.clear();
    }
}
