W = "Wins"
CATEGORIES = [
    ("Friends", ["Asha", "Bruno", "Clara", "Dev", "Elif"]),
    ("Games", ["backgammon", "checkers", "chess", "dominoes", "mahjong"]),
    ("Snacks", ["chips", "cookies", "nachos", "popcorn", "pretzels"]),
    ("Wins", ["1 win", "2 wins", "3 wins", "4 wins", "5 wins"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Asha", "mahjong", "popcorn", "3 wins"],
    ["Bruno", "checkers", "nachos", "1 win"],
    ["Clara", "chess", "pretzels", "5 wins"],
    ["Dev", "dominoes", "cookies", "2 wins"],
    ["Elif", "backgammon", "chips", "4 wins"],
]
CLUES = [
    ("Clara won the most games all night.", lambda s: s.n(W, "Clara") == 5),
    ("Bruno had only one win, and he brought nachos.", lambda s: s.n(W, "Bruno") == 1 and s.same("Bruno", "nachos")),
    ("The backgammon fan won one game fewer than Clara.", lambda s: s.n(W, "backgammon") == s.n(W, "Clara") - 1),
    ("The person who brought cookies won one more game than Bruno.", lambda s: s.n(W, "cookies") == s.n(W, "Bruno") + 1),
    ("Asha didn't play dominoes or backgammon, and she didn't bring the chips or the pretzels.",
     lambda s: not s.same("Asha", "dominoes") and not s.same("Asha", "backgammon") and not s.same("Asha", "chips") and not s.same("Asha", "pretzels")),
    ("The chess player brought pretzels.", lambda s: s.same("chess", "pretzels")),
    ("Dev never plays checkers.", lambda s: not s.same("Dev", "checkers")),
    ("Dev won fewer games than Asha.", lambda s: s.n(W, "Dev") < s.n(W, "Asha")),
    ("The popcorn was brought by the mahjong fan.", lambda s: s.same("popcorn", "mahjong")),
    ("Bruno prefers checkers to anything else.", lambda s: s.same("Bruno", "checkers")),
    ("Elif had more wins than Asha.", lambda s: s.n(W, "Elif") > s.n(W, "Asha")),
]
QUESTIONS = [("What does Asha like to play?", lambda s: s.v("Games", "Asha")),
             ("Who brought the popcorn?", lambda s: s.v("Friends", "popcorn"))]
NUM = None
DOT = False
INTRO = ["Posted this one on the forum last year and people liked it, so here's another.",
         "Five friends meet every Friday for game night. Each has a favourite game, each brought a different snack last Friday, and by the end of the night they had all won a different number of games."]
OUTRO = ["Good luck, and no peeking at the answers!"]
REMARKS = INTRO + OUTRO
