#!/usr/bin/env python3
"""The checker of scripts/chaos: compares every move the load test's players
saw (record.jsonl, from `regalia loadtest --record`) with the games stored in
PostgreSQL (moves.tsv: game, ply, uci), and prints a table per fault
(faults.jsonl: name, start and end in unix milliseconds).

  scripts/chaos-check.py RUN_DIR

Counts, over the whole run:
  lost        a move some player saw (acknowledged) that is not stored at its ply
  duplicated  a stored move no player saw, in a game that ended (a move
              stored twice or by a writer nobody heard)
  two writers a ply at which players saw two different moves, or storage
              holds another move than the one they saw
  unfinished  a game a player started and could not bring to its end
Exits 1 when any of them is not 0.
"""
import json
import sys
from collections import defaultdict
from pathlib import Path

AFTER_MS = 10_000  # "after" a fault: this long after its end


def p99(values):
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, round((len(values) - 1) * 0.99))]


def main(run):
    run = Path(run)
    seen = defaultdict(lambda: defaultdict(set))  # game -> ply -> {uci}
    acks = []  # (at, game, ply, uci, rtt_ms) of a player's own move
    drops, backs = [], []  # (at, game, side), (at, game, side, after_ms)
    started, ended, given_up = set(), set(), set()
    for line in (run / "record.jsonl").read_text().splitlines():
        if not line.strip():
            continue
        e = json.loads(line)
        kind, game = e["e"], e.get("g")
        if kind == "game":
            started.add(game)
        elif kind == "seen":
            seen[game][e["ply"]].add(e["uci"])
            if e.get("mine"):
                rtt = e.get("rtt_us")
                acks.append((e["at"], game, e["ply"], e["uci"], None if rtt is None else rtt / 1000))
        elif kind == "end":
            ended.add(game)
        elif kind == "unfinished":
            given_up.add(game)
        elif kind == "drop":
            drops.append((e["at"], game, e["side"]))
        elif kind == "back":
            backs.append((e["at"], game, e["side"], e["after_ms"]))

    stored = defaultdict(dict)  # game -> ply -> uci
    for line in (run / "moves.tsv").read_text().splitlines():
        if line.strip():
            game, ply, uci = line.split("\t")
            stored[game][int(ply)] = uci

    lost = set()
    conflicts = set()
    for game, plies in seen.items():
        for ply, ucis in plies.items():
            if len(ucis) > 1:
                conflicts.add((game, ply))
            for uci in ucis:
                if stored[game].get(ply) != uci:
                    lost.add((game, ply, uci))
                    if ply in stored[game]:
                        conflicts.add((game, ply))
    duplicated = set()
    for game in ended:
        for ply, uci in stored[game].items():
            if ply not in seen[game]:
                duplicated.add((game, ply, uci))
    unfinished = (started - ended) | given_up

    faults = []
    faults_file = run / "faults.jsonl"
    if faults_file.exists():
        faults = [json.loads(l) for l in faults_file.read_text().splitlines() if l.strip()]
    header = f"{'fault':<22}{'acked':>7}{'lost':>6}{'p99 during':>12}{'p99 after':>11}{'drops':>7}{'all back':>10}"
    print(header)
    print("-" * len(header))
    for f in faults:
        start, end = f["start"], f["end"]
        during = [a for a in acks if start <= a[0] < end + 1000]
        after = [a for a in acks if end + 1000 <= a[0] < end + AFTER_MS]
        lost_here = sum(1 for a in during if (a[1], a[2], a[3]) in lost)
        dropped = [d for d in drops if start - 500 <= d[0] <= end + 5000]
        back_ms = 0
        for at, game, side in dropped:
            later = [b for b in backs if b[1] == game and b[2] == side and b[0] >= at]
            if later:
                back_ms = max(back_ms, min(b[0] for b in later) - start)
        rtt_during = [a[4] for a in during if a[4] is not None]
        rtt_after = [a[4] for a in after if a[4] is not None]
        back = f"{back_ms / 1000:.1f} s" if dropped else "-"
        print(f"{f['name']:<22}{len(during):>7}{lost_here:>6}{p99(rtt_during):>9.0f} ms"
              f"{p99(rtt_after):>8.0f} ms{len(dropped):>7}{back:>10}")
    all_rtt = [a[4] for a in acks if a[4] is not None]
    print("-" * len(header))
    print(f"games: {len(started)} started, {len(ended)} ended; moves acknowledged: {len(acks)}, "
          f"seen: {sum(len(p) for p in seen.values())}, stored in these games: "
          f"{sum(len(stored[g]) for g in started)}; round trip p99 overall {p99(all_rtt):.0f} ms")
    print(f"lost: {len(lost)}  duplicated: {len(duplicated)}  two writers: {len(conflicts)}  "
          f"unfinished: {len(unfinished)}  sockets dropped: {len(drops)}, back: {len(backs)}")
    for name, items in (("lost", lost), ("duplicated", duplicated), ("two writers", conflicts),
                        ("unfinished", unfinished)):
        for item in sorted(items)[:10]:
            print(f"  {name}: {item}")
    return 1 if (lost or duplicated or conflicts or unfinished) else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
