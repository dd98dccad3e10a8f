//! How the targets that judge one game's text read their input: the first
//! byte picks the game, the rest is the text (UTF-8, or nothing to do).

use regalia_rules::Variant;

/// The game the first byte picks and the text that follows it, if the
/// input has both.
pub fn game_and_text(data: &[u8]) -> Option<(Variant, &str)> {
    let (&pick, rest) = data.split_first()?;
    let text = std::str::from_utf8(rest).ok()?;
    Some((Variant::ALL[usize::from(pick) % Variant::ALL.len()], text))
}
