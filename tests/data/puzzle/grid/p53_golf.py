S = "Scores"
H = "Handicaps"
CATEGORIES = [
    ("First names", ["Graham", "Ian", "Keith", "Malcolm"]),
    ("Surnames", ["Tulloch", "Urquhart", "Vance", "Wemyss"]),
    ("Scores", ["71", "74", "76", "79"], [71, 74, 76, 79]),
    ("Handicaps", ["4", "9", "12", "18"], [4, 9, 12, 18]),
]
INTRO = [
    "Four members of the Royal Burgh Golf Club played together in a fourball in the "
    "monthly medal. The scores given are their gross scores, the number of strokes each "
    "took for the eighteen holes.",
]
CLUES = [
    ("Keith beat Mr Vance by three strokes.", lambda s: s.n(S, "Keith") == s.n(S, "Vance") - 3),
    ("The man with the lowest handicap took five strokes more than Keith.",
     lambda s: s.n(S, "4") == s.n(S, "Keith") + 5),
    ("Ian, whose handicap is nine, had the worst round of the four.",
     lambda s: s.same("Ian", "9") and s.n(S, "Ian") == 79),
    ("Mr Urquhart's handicap is lower than Mr Tulloch's, which is in double figures.",
     lambda s: s.n(H, "Urquhart") < s.n(H, "Tulloch") and s.n(H, "Tulloch") >= 10),
    ("Mr Wemyss is neither Graham nor Malcolm.",
     lambda s: not s.same("Wemyss", "Graham") and not s.same("Wemyss", "Malcolm")),
    ("Graham's handicap is six shots lower than Keith's.",
     lambda s: s.n(H, "Graham") == s.n(H, "Keith") - 6),
]
OUTRO = ["Can you give each golfer's full name, his score and his handicap?"]
REMARKS = INTRO + OUTRO
