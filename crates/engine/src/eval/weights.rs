//! Every tuning constant of the evaluations, in one place, in centipawns.
//!
//! A term's name says what it rewards; the evaluation modules only combine
//! these numbers with what they measure on the board.

/// Material of the chess pieces: pawn, knight, bishop, rook, queen, king.
pub const CHESS_MATERIAL: [i32; 6] = [100, 320, 330, 500, 950, 0];
/// Bonus for owning both bishops.
pub const BISHOP_PAIR: i32 = 30;
/// Per attacked square not occupied by an own piece (knights, bishops,
/// rooks, queens), middlegame weight.
pub const MOBILITY: i32 = 3;
/// Per enemy-attacked square around an own king, scaled by the enemy's
/// remaining non-pawn material (so it fades in the endgame).
pub const KING_RING_ATTACK: i32 = 9;
/// Per missing shield pawn in front of a king that stays on its back ranks.
pub const KING_SHIELD_MISSING: i32 = 12;
/// Doubled and isolated pawn penalties.
pub const DOUBLED_PAWN: i32 = 12;
pub const ISOLATED_PAWN: i32 = 10;
/// Passed pawn bonus by rank from the owner's side (index 0 = rank 1).
pub const PASSED_PAWN: [i32; 8] = [0, 5, 10, 20, 35, 60, 100, 0];
/// Side to move bonus.
pub const TEMPO: i32 = 10;
/// Against a bare king (chess): per step the enemy king stands from the
/// centre (0 to 3 by rank and file, summed), and per step of the 14 at most
/// that our king has closed on it. A search sees no mate against a lone
/// king in a few plies; these lead it there (edge first, kings together).
pub const MOP_UP_EDGE: i32 = 20;
pub const MOP_UP_CLOSE: i32 = 8;

/// King of the Hill material: a little lower for the minor pieces than in
/// chess, since the race to the centre matters more than slow plans.
pub const HILL_MATERIAL: [i32; 6] = [100, 300, 320, 470, 900, 0];
/// King of the Hill games are short: a move may spend about this fraction
/// (one in so many) of the time left.
pub const HILL_TIME_HORIZON: u32 = 16;

/// The weights of King of the Hill's race to the hill, per side. The
/// evaluation scores a side by `features · weights` (see
/// [`HillRace::to_vec`] for the order); `regalia-engine`'s `tune` example
/// fits them to game results (Texel's method).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HillRace {
    /// Per hill square, by the king's road to it (index = king steps plus
    /// enemy guards of the square plus own blockers on it, minus one).
    pub road: [i32; 6],
    /// Bonus by the number of king steps to the hill through squares the
    /// enemy does not attack (index = steps; 0 cannot happen in a live
    /// position).
    pub safe_path: [i32; 6],
    /// The side not to move has its king one step from a hill square the
    /// side to move does not attack: it threatens to win next move.
    pub threat_pending: i32,
    /// Per attack on a hill square (both sides count; the difference
    /// scores).
    pub control: i32,
    /// Own piece standing on a hill square (blocks the enemy king's entry).
    pub occupant: i32,
}

/// The number of hill-race weights ([`HillRace::to_vec`]).
pub const HILL_RACE_LEN: usize = 15;

impl HillRace {
    /// The weights in one row: road, safe path, threat, control, occupant.
    pub fn to_vec(&self) -> [i32; HILL_RACE_LEN] {
        let mut v = [0; HILL_RACE_LEN];
        v[..6].copy_from_slice(&self.road);
        v[6..12].copy_from_slice(&self.safe_path);
        v[12] = self.threat_pending;
        v[13] = self.control;
        v[14] = self.occupant;
        v
    }

    /// The score of one side's hill-race features (or of their
    /// difference), in [`HillRace::to_vec`]'s order.
    pub fn score(&self, features: &[i32; HILL_RACE_LEN]) -> i32 {
        dot(features, &self.to_vec())
    }

    /// The weights from a row in [`HillRace::to_vec`]'s order.
    pub fn from_vec(v: &[i32; HILL_RACE_LEN]) -> HillRace {
        let mut race = HillRace {
            road: [0; 6],
            safe_path: [0; 6],
            threat_pending: v[12],
            control: v[13],
            occupant: v[14],
        };
        race.road.copy_from_slice(&v[..6]);
        race.safe_path.copy_from_slice(&v[6..12]);
        race
    }
}

/// The sum of the products of two rows.
pub fn dot(a: &[i32; HILL_RACE_LEN], b: &[i32; HILL_RACE_LEN]) -> i32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// The hill race's weights in play, fitted by `scripts/tune-hill` (Texel's
/// method on 91 077 quiet positions of self-play games at 4 000 nodes a
/// move; see docs/engine.md). The hand-set weights before were road
/// `[300, 160, 70, 35, 15, 0]`, safe path `[0, 180, 90, 40, 15, 5]`,
/// threat 350, control 10, occupant 12.
pub const HILL_RACE: HillRace = HillRace {
    road: [80, 124, 63, 36, 31, 24],
    safe_path: [0, -76, 33, 11, -29, -23],
    threat_pending: 126,
    control: 23,
    occupant: 64,
};
/// The weights of one king-danger term, in danger units: the penalty is
/// the danger squared over `scale` centipawns, at most `max`.
pub struct KingDanger {
    /// Per enemy piece attacking the squares around the king, by role
    /// (pawn, knight, bishop, rook, queen, king), multiplied by the number
    /// of such attackers.
    pub attacker: [i32; 6],
    /// Per enemy piece that could check the king from a square the king's
    /// side does not guard, by role.
    pub safe_check: [i32; 6],
    /// Per square next to the king attacked by the enemy and guarded by no
    /// own piece but the king.
    pub weak: i32,
    /// Per file at or beside the king without an own pawn, while the enemy
    /// has a rook or a queen.
    pub open_file: i32,
    /// Subtracted when the enemy has no queen.
    pub no_queen: i32,
    pub scale: i32,
    pub max: i32,
}

/// King of the Hill king danger on the walk to the hill.
pub const HILL_DANGER: KingDanger = KingDanger {
    attacker: [0, 40, 26, 22, 5, 0],
    safe_check: [0, 400, 320, 540, 390, 0],
    weak: 90,
    open_file: 60,
    no_queen: 400,
    scale: 4096,
    max: 600,
};

/// Racing Kings material: knights block well and are worth as much as
/// bishops; the queen is the best blocker.
pub const RACE_MATERIAL: [i32; 6] = [100, 250, 250, 360, 620, 0];
/// Bonus by the rank the king stands on, from rank 1 (index 0) to 8.
pub const RACE_KING_RANK: [i32; 8] = [0, 110, 240, 400, 600, 850, 1150, 0];
/// Bonus by the number of king steps to rank 8 through squares the enemy
/// does not attack (index = steps, 8 = no safe path).
pub const RACE_SAFE_PATH: [i32; 9] = [0, 600, 330, 180, 90, 45, 20, 8, 0];
/// Per enemy-attacked square in the three squares directly ahead of the king.
pub const RACE_AHEAD_ATTACKED: i32 = 20;
/// Per own attack on the squares ahead of the own king (escort).
pub const RACE_AHEAD_CONTROL: i32 = 6;
/// Per enemy piece standing in the cone ahead of the own king.
pub const RACE_BLOCKER: i32 = 15;
/// Black moves second but may follow White onto rank 8 for a draw: worth
/// this much to Black when the kings are level.
pub const RACE_LAST_MOVE: i32 = 20;

/// Lielow: per stack, by height (index = height).
pub const LIELOW_STACK: [i32; 9] = [0, 100, 130, 150, 160, 160, 150, 130, 100];
/// Lielow: per legal landing square of a stack.
pub const LIELOW_MOBILITY: i32 = 4;
/// Lielow: per enemy stack that can capture the crown next move.
pub const LIELOW_CROWN_THREAT: i32 = 220;
/// Lielow: crown exists (a player without a crown cannot lose).
pub const LIELOW_CROWNLESS: i32 = 60;
/// Lielow: per own stack that could capture an enemy stack next move.
pub const LIELOW_ATTACK: i32 = 15;
/// Lielow: bonus by the height of the crowned stack (a height-8 crown can
/// only leave the board, which loses).
pub const LIELOW_CROWN_HEIGHT: [i32; 9] = [0, 0, 10, 20, 30, 30, 25, 10, -40];
