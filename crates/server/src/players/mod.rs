//! Players without registration: a browser session takes a public name,
//! and a player key (a secret link) brings other browsers in as the same
//! player. Here: what a name may be, what a key is, and the per-address
//! limits on taking names and trying keys. Storage is `store::players`;
//! the HTTP edge is `player_api`.

mod guard;
mod key;
mod name;

pub use guard::PlayerGuard;
pub use key::{device_id, PlayerKey};
pub use name::{check_name, name_key, NameError};
