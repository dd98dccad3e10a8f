//! Every reference perft figure in `data/perft.tsv`.

use regalia_rules::perft::{divide, perft};
use regalia_rules::{dispatch, AnyPosition, Variant};

const DATA: &str = include_str!("data/perft.tsv");
/// Rows above this many nodes run only in the ignored deep test.
const QUICK_LIMIT: u64 = 5_000_000;

struct Row {
    variant: Variant,
    position: String,
    depth: u32,
    nodes: u64,
}

fn rows() -> Vec<Row> {
    DATA.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 4, "bad row: {line}");
            Row {
                variant: cols[0].parse().expect("known variant"),
                position: cols[1].to_owned(),
                depth: cols[2].parse().expect("depth"),
                nodes: cols[3].parse().expect("nodes"),
            }
        })
        .collect()
}

fn position(row: &Row) -> AnyPosition {
    if row.position == "startpos" {
        AnyPosition::start(row.variant)
    } else {
        AnyPosition::from_fen(row.variant, &row.position).expect("reference FEN is valid")
    }
}

fn check(filter: impl Fn(&Row) -> bool) -> usize {
    let mut checked = 0;
    for row in rows().iter().filter(|r| filter(r)) {
        let pos = position(row);
        let nodes = dispatch!(&pos, g => perft(g, row.depth));
        assert_eq!(
            nodes, row.nodes,
            "{} {} depth {}",
            row.variant, row.position, row.depth
        );
        checked += 1;
    }
    checked
}

#[test]
fn reference_perft_figures_up_to_five_million_nodes() {
    let checked = check(|r| r.nodes <= QUICK_LIMIT);
    assert!(checked >= 25, "only {checked} rows checked");
}

#[test]
#[ignore = "deep: about 250 million nodes; run with --ignored or the benchmark"]
fn reference_perft_figures_deep() {
    check(|r| r.nodes > QUICK_LIMIT);
}

#[test]
fn divide_sums_to_perft_and_lists_every_root_move() {
    let pos = AnyPosition::start(Variant::KingOfTheHill);
    let split = dispatch!(&pos, g => divide(g, 3));
    assert_eq!(split.len(), 20);
    assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 8902);
    assert!(split.iter().any(|(m, n)| m == "e2e4" && *n == 600));
}
