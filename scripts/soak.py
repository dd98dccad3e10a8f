#!/usr/bin/env python3
"""The load and the watch of scripts/soak (which starts the server and the
friend games of `regalia loadtest`). For MINUTES this plays, at a person's
pace, games against the computer in all four games, lobby seeks joined from
lobby sockets, lobby watchers coming and going, and analyses and game reviews
on the analysis socket; and every 10 s it samples the server's resident
memory, open descriptors, threads, tokio tasks and sockets (/metrics), the
database's bytes per stored game, and the error and warning lines of its log.
At the end it writes samples.tsv, draws chart.png, and fails when memory or
descriptors keep growing past the warm-up.

  scripts/soak.py BASE_URL PID DB_FILE LOG_FILE MINUTES RUN_DIR
  scripts/soak.py --judge RUN_DIR     (the verdict and chart again)
Needs: pip install websockets matplotlib
"""
import asyncio
import json
import os
import random
import sqlite3
import sys
import time
import urllib.request
from pathlib import Path

import websockets

VARIANTS = ["chess", "kingofthehill", "racingkings", "lielow"]
SAMPLE_EVERY = 10
STATS = {"computer_games": 0, "seek_games": 0, "analyses": 0, "reviews": 0, "lobby_visits": 0,
         "client_errors": 0}
FINISHED = []  # ids of finished games against the computer, for reviews


def post(base, path, body=None):
    data = json.dumps(body).encode() if body is not None else b""
    req = urllib.request.Request(base + path, data=data, method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=15) as r:
        return json.loads(r.read())


def ws_url(base, path):
    return base.replace("http", "ws", 1) + path


def choose(dests):
    moves = [f + t for f, ts in dests.items() for t in ts]
    return random.choice(moves) if moves else None


async def play_seat(base, seat, plies, think, until):
    """Plays one seat at a person's pace until the game ends, resigning
    after `plies` plies."""
    async with websockets.connect(ws_url(base, seat["socket"]), max_size=2**22) as ws:
        my = seat["color"]
        while True:
            msg = json.loads(await asyncio.wait_for(ws.recv(), 300))
            t = msg["t"]
            if t == "state":
                game = msg["game"]
                if game["status"] in ("finished", "aborted"):
                    return
                ply, turn, dests = game["ply"], game["turn"], game["dests"]
            elif t == "move":
                ply, turn, dests = msg["ply"], msg["turn"], msg["dests"]
            elif t == "end":
                return
            elif t == "error" and msg.get("code") == "illegal-move":
                ply, turn, dests = last  # a promotion without its piece
                uci = choose(dests)
                await ws.send(json.dumps({"t": "move", "uci": uci + "q", "ply": ply}))
                continue
            else:
                continue
            if turn != my or not dests:
                continue
            last = (ply, turn, dests)
            await asyncio.sleep(random.uniform(*think))
            if ply >= plies or time.time() > until:
                await ws.send(json.dumps({"t": "resign"}))
            else:
                await ws.send(json.dumps({"t": "move", "uci": choose(dests), "ply": ply}))


async def computer_player(base, until, n):
    while time.time() < until:
        variant = VARIANTS[n % 4]
        n += 1
        try:
            seat = await asyncio.to_thread(post, base, "/api/games", {
                "variant": variant, "opponent": "computer", "level": random.randint(1, 3),
                "color": random.choice(["white", "black"])})
            await play_seat(base, seat, 40, (2, 5), until)
            STATS["computer_games"] += 1
            FINISHED.append((variant, seat["id"]))
        except Exception as e:  # noqa: BLE001 (counted and shown)
            STATS["client_errors"] += 1
            print(f"soak: computer game: {e!r}", file=sys.stderr)
            await asyncio.sleep(5)


async def seek_pair(base, until, n):
    """One player posts a seek, another sees it on the lobby socket and
    takes it; they play a short game."""
    while time.time() < until:
        variant = VARIANTS[n % 4]
        n += 1
        try:
            async with websockets.connect(ws_url(base, "/ws/lobby")) as lobby:
                await lobby.recv()
                seek = await asyncio.to_thread(post, base, "/api/games", {
                    "variant": variant, "opponent": "seek", "color": "white"})
                creator = asyncio.create_task(play_seat(base, seek, 30, (2, 4), until))
                while True:  # the seek arrives in a delta once its creator is there
                    msg = json.loads(await asyncio.wait_for(lobby.recv(), 30))
                    if any(s["id"] == seek["id"] for s in msg.get("added", [])):
                        break
            joined = await asyncio.to_thread(post, base, f"/api/games/{seek['id']}/join")
            await asyncio.gather(creator, play_seat(base, joined, 30, (2, 4), until))
            STATS["seek_games"] += 1
        except Exception as e:  # noqa: BLE001
            STATS["client_errors"] += 1
            print(f"soak: seek game: {e!r}", file=sys.stderr)
            await asyncio.sleep(5)


async def lobby_watcher(base, until):
    while time.time() < until:
        try:
            async with websockets.connect(ws_url(base, "/ws/lobby")) as ws:
                STATS["lobby_visits"] += 1
                stay = time.time() + random.uniform(20, 90)
                while time.time() < stay:
                    try:
                        await asyncio.wait_for(ws.recv(), 5)
                    except asyncio.TimeoutError:
                        pass
        except Exception as e:  # noqa: BLE001
            STATS["client_errors"] += 1
            print(f"soak: lobby: {e!r}", file=sys.stderr)
            await asyncio.sleep(5)


async def analyst(base, until, n):
    while time.time() < until:
        try:
            async with websockets.connect(ws_url(base, "/ws/analysis"), max_size=2**22) as ws:
                for _ in range(5):
                    n += 1
                    if FINISHED and n % 5 == 0:
                        variant, game = random.choice(FINISHED)
                        req = {"t": "review", "id": n, "variant": variant, "fen": None, "moves": [],
                               "game": game}
                        kind = "reviews"
                    else:
                        req = {"t": "analyse", "id": n, "variant": VARIANTS[n % 4], "fen": None,
                               "moves": [], "lines": 2}
                        kind = "analyses"
                    await ws.send(json.dumps(req))
                    deadline = time.time() + 30
                    while time.time() < deadline:
                        msg = json.loads(await asyncio.wait_for(ws.recv(), 30))
                        if msg.get("id") == n and msg["t"] in ("done", "review", "error"):
                            break
                    STATS[kind] += 1
                    await asyncio.sleep(random.uniform(10, 20))
        except Exception as e:  # noqa: BLE001
            STATS["client_errors"] += 1
            print(f"soak: analysis: {e!r}", file=sys.stderr)
            await asyncio.sleep(5)


def metrics(base):
    out = {}
    try:
        with urllib.request.urlopen(base + "/metrics", timeout=10) as r:
            for line in r.read().decode().splitlines():
                if line.startswith("regalia_") and " " in line:
                    name, value = line.rsplit(" ", 1)
                    out[name] = float(value)
    except Exception:  # noqa: BLE001 (a missed sample shows as blank)
        pass
    return out


def sample(base, pid, db, log, t0):
    status = Path(f"/proc/{pid}/status").read_text()
    field = lambda name: int(next(l.split()[1] for l in status.splitlines() if l.startswith(name)))
    fds = len(os.listdir(f"/proc/{pid}/fd"))
    size = sum(os.path.getsize(db + s) for s in ("", "-wal") if os.path.exists(db + s))
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10) as conn:
        games = conn.execute("SELECT count(*) FROM games").fetchone()[0]
        moves = conn.execute("SELECT count(*) FROM moves").fetchone()[0]
    text = Path(log).read_text(errors="replace")
    m = metrics(base)
    return {
        "t_s": round(time.time() - t0),
        "rss_mb": round(field("VmRSS:") / 1024, 1),
        "fds": fds,
        "threads": field("Threads:"),
        "tokio_tasks": int(m.get("regalia_tokio_tasks", -1)),
        "sockets": int(m.get("regalia_sockets_open", -1)),
        "games_live": int(m.get("regalia_games_live", -1)),
        "games": games,
        "moves": moves,
        "db_bytes_per_game": round(size / max(games, 1)),
        "error_lines": text.count(" ERROR "),
        "warn_lines": text.count(" WARN "),
    }


def growing(values, slack, step):
    """Whether `values` (after the warm-up) keep rising: split in four
    quarters, each quarter's mean is above the one before by more than
    `step(mean)`, and the last is above the first by more than
    `slack(mean)`. A leak rises quarter after quarter; a level that steps
    up once (a new thread's malloc arena, a cache filling) and stays does
    not. Returns the verdict and the rise from the first quarter's mean to
    the last's."""
    n = len(values)
    if n < 8:
        return False, 0.0
    q = n // 4
    means = [sum(values[i * q:(i + 1) * q]) / q for i in range(3)]
    means.append(sum(values[3 * q:]) / len(values[3 * q:]))
    mean = sum(values) / n
    rise = means[-1] - means[0]
    steady = all(b - a > step(mean) for a, b in zip(means, means[1:]))
    return steady and rise > slack(mean), rise


def chart(rows, path, warm):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    t = [r["t_s"] / 60 for r in rows]
    fig, axes = plt.subplots(2, 2, figsize=(12, 7), sharex=True)
    panels = [
        (axes[0][0], "resident memory (MB)", ["rss_mb"]),
        (axes[0][1], "descriptors, threads, sockets", ["fds", "threads", "sockets"]),
        (axes[1][0], "tokio tasks, games in memory", ["tokio_tasks", "games_live"]),
        (axes[1][1], "database bytes per stored game", ["db_bytes_per_game"]),
    ]
    for ax, title, keys in panels:
        for k in keys:
            ax.plot(t, [r[k] for r in rows], label=k)
        ax.axvline(warm / 60, color="grey", linestyle=":", label="end of warm-up")
        ax.set_title(title)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
    for ax in axes[1]:
        ax.set_xlabel("minutes")
    last = rows[-1]
    fig.suptitle(f"regalia soak: {last['t_s'] / 60:.0f} min, {last['games']} games and "
                 f"{last['moves']} moves stored, {last['error_lines']} error lines")
    fig.tight_layout()
    fig.savefig(path, dpi=90)


async def main(base, pid, db, log, minutes, run):
    run = Path(run)
    t0 = time.time()
    until = t0 + minutes * 60
    players = [computer_player(base, until, i) for i in range(4)]
    players += [seek_pair(base, until, i) for i in range(2)]
    players += [lobby_watcher(base, until) for _ in range(6)]
    players += [analyst(base, until, i * 1000) for i in range(2)]
    tasks = [asyncio.create_task(p) for p in players]
    rows = []
    keys = None
    with open(run / "samples.tsv", "w") as out:
        while time.time() < until:
            await asyncio.sleep(SAMPLE_EVERY)
            row = await asyncio.to_thread(sample, base, pid, db, log, t0)
            row.update({k: v for k, v in STATS.items()})
            if keys is None:
                keys = list(row)
                out.write("\t".join(keys) + "\n")
            out.write("\t".join(str(row[k]) for k in keys) + "\n")
            out.flush()
            rows.append(row)
    for task in tasks:
        task.cancel()
    warm = min(600, max(120, minutes * 60 // 5))
    return judge(rows, warm, minutes, run)


def judge(rows, warm, minutes, run):
    """The verdict on the samples after the warm-up, the chart, the summary."""
    after = [r for r in rows if r["t_s"] >= warm]
    rss_up, rss_rise = growing([r["rss_mb"] for r in after], lambda m: 0.05 * m, lambda m: 0.005 * m)
    fds_up, fds_rise = growing([r["fds"] for r in after], lambda m: 0.05 * m + 5, lambda m: 1)
    tasks_up, tasks_rise = growing([r["tokio_tasks"] for r in after], lambda m: 0.05 * m + 10,
                                   lambda m: 2)
    chart(rows, run / "chart.png", warm)
    last = rows[-1]
    played = {k: v for k, v in last.items() if k in STATS}
    print(f"soak: {minutes} min, {len(rows)} samples; played {played}; "
          f"{last['games']} games and {last['moves']} moves stored")
    rss = [r["rss_mb"] for r in after] or [0]
    fds = [r["fds"] for r in after] or [0]
    print(f"after the {warm // 60}-minute warm-up: RSS {min(rss)}-{max(rss)} MB (trend {rss_rise:+.1f} MB), "
          f"descriptors {min(fds)}-{max(fds)} (trend {fds_rise:+.1f}), tokio tasks trend {tasks_rise:+.1f}; "
          f"{last['db_bytes_per_game']} database bytes per game; "
          f"{last['error_lines']} error and {last['warn_lines']} warning lines")
    print(f"chart: {run / 'chart.png'}")
    failed = [name for name, up in (("memory", rss_up), ("descriptors", fds_up), ("tasks", tasks_up)) if up]
    if failed:
        print(f"soak: FAILED: {', '.join(failed)} kept growing after the warm-up")
        return 1
    return 0


def rejudge(run):
    """`soak.py --judge RUN_DIR`: the verdict and chart again, from the
    run's samples.tsv (a run can be looked at again, or while it runs)."""
    run = Path(run)
    lines = (run / "samples.tsv").read_text().splitlines()
    keys = lines[0].split("\t")
    rows = [{k: float(v) if "." in v else int(v) for k, v in zip(keys, l.split("\t"))}
            for l in lines[1:]]
    minutes = rows[-1]["t_s"] / 60
    return judge(rows, min(600, max(120, int(minutes * 60) // 5)), round(minutes), run)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--judge":
        sys.exit(rejudge(sys.argv[2]))
    if len(sys.argv) != 7:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    base, pid, db, log, minutes, run = sys.argv[1:]
    sys.exit(asyncio.run(main(base, int(pid), db, log, float(minutes), run)))
