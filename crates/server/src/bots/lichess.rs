//! The shapes lichess's Bot and Board API speaks, made from our own game
//! views: the JSON lines of the event stream (`challenge`, `gameStart`,
//! `gameFinish`, …) and of a game's stream (`gameFull`, `gameState`,
//! `chatLine`), as `lichess-bot` and the `berserk` client read them.
//! Names that lichess has no word for are ours: the variant `lielow`.

use serde_json::{json, Value};

use crate::protocol::{
    ClockView, EndReason, GameView, PlayerTag, PlayerView, Side, Status, VariantName,
};

/// lichess's key of a game (`kingOfTheHill`); `lielow` is ours.
pub fn variant_key(v: VariantName) -> &'static str {
    match v {
        VariantName::Chess => "standard",
        VariantName::KingOfTheHill => "kingOfTheHill",
        VariantName::RacingKings => "racingKings",
        VariantName::Lielow => "lielow",
    }
}

/// The game a lichess key (or one of our own names) stands for.
pub fn variant_of_key(key: &str) -> Option<VariantName> {
    match key {
        "standard" | "chess" => Some(VariantName::Chess),
        "kingOfTheHill" | "kingofthehill" => Some(VariantName::KingOfTheHill),
        "racingKings" | "racingkings" => Some(VariantName::RacingKings),
        "lielow" => Some(VariantName::Lielow),
        _ => None,
    }
}

fn variant_json(v: VariantName) -> Value {
    let (name, short) = match v {
        VariantName::Chess => ("Standard", "Std"),
        VariantName::KingOfTheHill => ("King of the Hill", "KotH"),
        VariantName::RacingKings => ("Racing Kings", "Racing"),
        VariantName::Lielow => ("Lielow", "Lielow"),
    };
    json!({"key": variant_key(v), "name": name, "short": short})
}

/// lichess's speed of a clock (estimated time: initial + 40 increments).
pub fn speed(clock: Option<(i64, i64)>) -> &'static str {
    match clock {
        None => "correspondence",
        Some((initial, increment)) => match initial + 40 * increment {
            ..30 => "ultraBullet",
            30..180 => "bullet",
            180..480 => "blitz",
            480..1500 => "rapid",
            _ => "classical",
        },
    }
}

/// A rating as shown ("1500?") read back as lichess gives it: the number,
/// and whether it is provisional.
fn rating(shown: &str) -> (i64, bool) {
    let provisional = shown.ends_with('?');
    let number = shown.trim_end_matches('?').parse::<i64>().unwrap_or(1500);
    (number, provisional)
}

/// A named player as lichess describes a user in a game or a challenge.
pub fn user(tag: &PlayerTag) -> Value {
    let (rating, provisional) = rating(&tag.rating);
    json!({
        "id": tag.name.to_ascii_lowercase(),
        "name": tag.name,
        "title": if tag.bot { Some("BOT") } else { None },
        "rating": rating,
        "provisional": provisional,
    })
}

fn side_json(p: &PlayerView) -> Value {
    match &p.player {
        Some(tag) => user(tag),
        None => match p.level {
            Some(level) => json!({"aiLevel": level}),
            None => json!({"id": null, "name": null}),
        },
    }
}

/// lichess's name of how a game stands (`started`, `mate`, `resign`,
/// `outoftime`, `draw`, `aborted`, `variantEnd`…).
pub fn status_name(view_status: Status, reason: Option<EndReason>) -> &'static str {
    match (view_status, reason) {
        (Status::Waiting, _) => "created",
        (Status::Playing, _) => "started",
        (Status::Aborted, _) => "aborted",
        (Status::Finished, None) => "draw",
        (Status::Finished, Some(reason)) => match reason {
            EndReason::Checkmate => "mate",
            EndReason::Stalemate => "stalemate",
            EndReason::Resignation => "resign",
            EndReason::Timeout => "outoftime",
            EndReason::Abandoned => "timeout",
            EndReason::Hill
            | EndReason::Race
            | EndReason::CrownCaptured
            | EndReason::CrownOffBoard => "variantEnd",
            EndReason::InsufficientMaterial
            | EndReason::RaceDraw
            | EndReason::Agreement
            | EndReason::Threefold
            | EndReason::FiftyMoves => "draw",
        },
    }
}

/// A game's state as its stream follows it: the moves played (UCI), the
/// clocks, how it stands, the draw offers.
#[derive(Clone, Debug)]
pub struct State {
    pub moves: Vec<String>,
    pub clock: Option<ClockView>,
    pub status: Status,
    pub reason: Option<EndReason>,
    pub winner: Option<Side>,
    pub draw_offer: Option<Side>,
}

impl State {
    pub fn of(view: &GameView) -> State {
        State {
            moves: view.moves.iter().map(|m| m.uci.clone()).collect(),
            clock: view.clock,
            status: view.status,
            reason: view.outcome.as_ref().map(|o| o.reason),
            winner: view.outcome.as_ref().and_then(|o| o.winner),
            draw_offer: view.offers.draw,
        }
    }

    /// The `gameState` line.
    pub fn json(&self) -> Value {
        // An unlimited game: lichess sends a large number of milliseconds.
        const UNLIMITED: i64 = 2_147_483_647;
        let (wtime, btime, inc) = match &self.clock {
            Some(c) => (c.white, c.black, c.increment),
            None => (UNLIMITED, UNLIMITED, 0),
        };
        let mut state = json!({
            "type": "gameState",
            "moves": self.moves.join(" "),
            "wtime": wtime,
            "btime": btime,
            "winc": inc,
            "binc": inc,
            "status": status_name(self.status, self.reason),
            "wdraw": self.draw_offer == Some(Side::White),
            "bdraw": self.draw_offer == Some(Side::Black),
        });
        if let Some(winner) = self.winner {
            state["winner"] = json!(winner.name());
        }
        state
    }
}

fn clock_json(view: &GameView) -> Value {
    match &view.clock {
        Some(c) => json!({"initial": c.initial, "increment": c.increment}),
        None => Value::Null,
    }
}

fn clock_seconds(view: &GameView) -> Option<(i64, i64)> {
    view.clock
        .as_ref()
        .map(|c| (c.initial / 1000, c.increment / 1000))
}

/// The first line of a game's stream.
pub fn game_full(view: &GameView, created_at_ms: i64) -> Value {
    let initial_fen = if is_standard(view) {
        "startpos".to_owned()
    } else {
        view.initial_fen.clone()
    };
    json!({
        "type": "gameFull",
        "id": view.id.as_str(),
        "variant": variant_json(view.variant),
        "clock": clock_json(view),
        "speed": speed(clock_seconds(view)),
        "perf": {"name": variant_json(view.variant)["name"]},
        "rated": view.rated,
        "createdAt": created_at_ms,
        "white": side_json(&view.players.white),
        "black": side_json(&view.players.black),
        "initialFen": initial_fen,
        "state": State::of(view).json(),
    })
}

/// Whether the game began from its game's usual start.
fn is_standard(view: &GameView) -> bool {
    let start = regalia_rules::AnyPosition::start(view.variant.into());
    view.initial_fen == start.to_fen()
}

/// The `game` of a `gameStart` or `gameFinish` line, as `me` sees it.
pub fn game_event(kind: &str, view: &GameView, me: Side) -> Value {
    let theirs = match me {
        Side::White => &view.players.black,
        Side::Black => &view.players.white,
    };
    let opponent = match &theirs.player {
        Some(tag) => {
            let (rating, _) = rating(&tag.rating);
            json!({"id": tag.name.to_ascii_lowercase(), "username": tag.name, "rating": rating})
        }
        None => json!({"id": null, "username": "Anonymous", "ai": theirs.level}),
    };
    let seconds_left = view.clock.as_ref().map(|c| match me {
        Side::White => c.white / 1000,
        Side::Black => c.black / 1000,
    });
    let mut game = json!({
        "id": view.id.as_str(),
        "gameId": view.id.as_str(),
        "fullId": view.id.as_str(),
        "color": me.name(),
        "fen": view.fen,
        "hasMoved": view.moves.len() > usize::from(me == Side::Black),
        "isMyTurn": view.status == Status::Playing && view.turn == me,
        "lastMove": view.last_move.clone().unwrap_or_default(),
        "opponent": opponent,
        "perf": variant_key(view.variant),
        "rated": view.rated,
        "secondsLeft": seconds_left,
        "source": "friend",
        "speed": speed(clock_seconds(view)),
        "variant": variant_json(view.variant),
        "compat": {"bot": true, "board": true},
        "status": {"name": status_name(view.status, view.outcome.as_ref().map(|o| o.reason))},
    });
    if let Some(winner) = view.outcome.as_ref().and_then(|o| o.winner) {
        game["winner"] = json!(winner.name());
    }
    json!({"type": kind, "game": game})
}

/// A challenge as lichess describes one.
#[derive(Clone, Debug)]
pub struct ChallengeCard {
    pub id: String,
    pub challenger: PlayerTag,
    pub dest: PlayerTag,
    pub variant: VariantName,
    /// Seconds: initial and increment.
    pub clock: Option<(i64, i64)>,
    /// A correspondence game's days per move (no clock then).
    pub days: Option<i64>,
    /// The challenger's colour choice (`white`, `black`, `random`).
    pub color: &'static str,
    pub rated: bool,
    pub url: String,
}

impl ChallengeCard {
    pub fn json(&self, status: &str) -> Value {
        let time_control = match self.clock {
            Some((limit, increment)) => json!({
                "type": "clock", "limit": limit, "increment": increment,
                "show": format!("{}+{}", limit / 60, increment),
            }),
            None => match self.days {
                Some(days) => json!({"type": "correspondence", "daysPerTurn": days}),
                None => json!({"type": "unlimited"}),
            },
        };
        json!({
            "id": self.id,
            "url": self.url,
            "status": status,
            "challenger": user(&self.challenger),
            "destUser": user(&self.dest),
            "variant": variant_json(self.variant),
            "rated": self.rated,
            "speed": speed(self.clock),
            "timeControl": time_control,
            "color": self.color,
            "perf": {"name": variant_json(self.variant)["name"]},
        })
    }

    /// A line of the event stream about this challenge.
    pub fn event(&self, kind: &str, status: &str) -> Value {
        json!({"type": kind, "challenge": self.json(status)})
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_variant_key_that_reads_back() {
        for v in [
            VariantName::Chess,
            VariantName::KingOfTheHill,
            VariantName::RacingKings,
            VariantName::Lielow,
        ] {
            assert_eq!(variant_of_key(variant_key(v)), Some(v));
            assert_eq!(variant_of_key(v.name()), Some(v));
        }
        assert_eq!(variant_of_key("crazyhouse"), None);
    }

    #[test]
    fn speeds_follow_lichess_estimated_time() {
        assert_eq!(speed(Some((15, 0))), "ultraBullet");
        assert_eq!(speed(Some((60, 0))), "bullet");
        assert_eq!(speed(Some((180, 2))), "blitz");
        assert_eq!(speed(Some((600, 0))), "rapid");
        assert_eq!(speed(Some((1800, 20))), "classical");
        assert_eq!(speed(None), "correspondence");
    }

    #[test]
    fn variant_wins_are_variant_ends_and_provisional_ratings_read_back() {
        assert_eq!(
            status_name(Status::Finished, Some(EndReason::Hill)),
            "variantEnd"
        );
        assert_eq!(
            status_name(Status::Finished, Some(EndReason::CrownCaptured)),
            "variantEnd"
        );
        assert_eq!(
            status_name(Status::Finished, Some(EndReason::Timeout)),
            "outoftime"
        );
        assert_eq!(rating("1500?"), (1500, true));
        assert_eq!(rating("1873"), (1873, false));
    }
}
