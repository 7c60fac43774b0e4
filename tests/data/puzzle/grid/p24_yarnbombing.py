# British: a knitting circle yarn-bombs the high street; hours spent.
H = "Hours"
CATEGORIES = [
    ("Knitters", ["Mrs Ogden", "Mrs Pratt", "Miss Quayle", "Mr Rudd"]),
    ("Objects", ["bench", "bollard", "lamp post", "postbox"]),
    ("Hours", ["6 hours", "9 hours", "12 hours", "15 hours"], [6, 9, 12, 15]),
]
SOLUTION = [
    ["Mrs Ogden", "postbox", "12 hours"],
    ["Mrs Pratt", "bollard", "6 hours"],
    ["Miss Quayle", "lamp post", "15 hours"],
    ["Mr Rudd", "bench", "9 hours"],
]
CLUES = [
    ("The lamp post cover took the longest to knit.", lambda s: s.n(H, "lamp post") == 15),
    ("Mr Rudd spent 3 hours less on his than Mrs Ogden did on hers.", lambda s: s.n(H, "Mr Rudd") == s.n(H, "Mrs Ogden") - 3),
    ("Mrs Pratt didn't knit for the postbox or the lamp post.",
     lambda s: not s.same("Mrs Pratt", "postbox") and not s.same("Mrs Pratt", "lamp post")),
    ("The bench cover took three hours longer than the bollard one.", lambda s: s.n(H, "bench") == s.n(H, "bollard") + 3),
    ("Mr Rudd was not the one who covered the postbox.", lambda s: not s.same("postbox", "Mr Rudd")),
    ("Miss Quayle spent more time knitting than Mrs Ogden.", lambda s: s.n(H, "Miss Quayle") > s.n(H, "Mrs Ogden")),
]
NUM = "."
DOT = False
INTRO = ["One night in spring the knitting circle yarn-bombed the high street. Four of its members each knitted a cover for a different object, and each spent a different number of hours on it."]
OUTRO = []
REMARKS = INTRO + OUTRO
