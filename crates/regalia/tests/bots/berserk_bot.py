"""A bot on Regalia through lichess's Bot API, driven by the `berserk`
client from PyPI with its base_url pointed at the server, and our own
engine (`regalia uci`) choosing the moves: what anyone connecting an
engine would run. Used by tests/bots.rs.

    python berserk_bot.py BASE_URL TOKEN REGALIA_BINARY GAMES

It upgrades its player to a bot account, says `ready`, then accepts the
challenges that come on its event stream and plays each game to its end
from the game's stream; after GAMES games have finished it prints one
line per game (`game ID STATUS WINNER PLIES`) and exits.
"""

import subprocess
import sys

import berserk

VARIANTS = {
    "standard": "chess",
    "kingOfTheHill": "kingofthehill",
    "racingKings": "racingkings",
    "lielow": "lielow",
}


class Engine:
    """`regalia uci`, asked for a move at a fixed depth."""

    def __init__(self, binary):
        self.proc = subprocess.Popen(
            [binary, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.say("uci")
        self.wait("uciok")

    def say(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait(self, word):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("the engine stopped")
            if line.split()[:1] == [word]:
                return line.split()

    def best(self, variant, fen, moves):
        self.say(f"setoption name UCI_Variant value {variant}")
        start = "startpos" if fen == "startpos" else f"fen {fen}"
        self.say(f"position {start} moves {' '.join(moves)}".rstrip())
        self.say("go depth 3")
        return self.wait("bestmove")[1]

    def close(self):
        self.say("quit")
        self.proc.wait(timeout=10)


def play(client, engine, game_id, me):
    """Plays game `game_id` to its end; its last state."""
    variant, fen, color, state = None, "startpos", None, None
    for event in client.bots.stream_game_state(game_id):
        if event["type"] == "gameFull":
            variant = VARIANTS[event["variant"]["key"]]
            fen = event["initialFen"]
            color = "white" if event["white"].get("id") == me else "black"
            assert event[color]["title"] == "BOT", event[color]
            state = event["state"]
        elif event["type"] == "gameState":
            state = event
        else:
            continue
        if state["status"] != "started":
            break
        moves = state["moves"].split()
        if (len(moves) % 2 == 0) == (color == "white"):
            client.bots.make_move(game_id, engine.best(variant, fen, moves))
    return state


def main():
    base_url, token, binary, games = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    client = berserk.Client(berserk.TokenSession(token), base_url=base_url)
    client.account.upgrade_to_bot()
    account = client.account.get()
    assert account["title"] == "BOT", account
    me = account["id"]
    print("ready", flush=True)
    engine = Engine(binary)
    finished = []
    for event in client.bots.stream_incoming_events():
        if event["type"] == "challenge":
            challenge = event["challenge"]
            if challenge["destUser"]["id"] == me:
                client.bots.accept_challenge(challenge["id"])
        elif event["type"] == "gameStart":
            game_id = event["game"]["gameId"]
            state = play(client, engine, game_id, me)
            plies = len(state["moves"].split())
            finished.append(f"game {game_id} {state['status']} {state.get('winner', '-')} {plies}")
            print(f"played {game_id}", flush=True)
            if len(finished) == games:
                break
    engine.close()
    for line in finished:
        print(line, flush=True)


if __name__ == "__main__":
    main()
