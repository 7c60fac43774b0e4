B = "Bids"
N = "Paddles"
CATEGORIES = [
    ("Bidders", ["Carol", "Dennis", "Hazel", "Lyle", "Nora"]),
    ("Last names", ["Griffin", "Kessler", "Lamb", "Porter", "Shaw"]),
    ("Items", ["oil painting", "quilt", "signed baseball", "spa package", "weekend cabin stay"]),
    ("Bids", ["$85.00", "$110.00", "$135.00", "$160.00", "$185.00"], [85, 110, 135, 160, 185]),
    ("Paddles", ["No. 4", "No. 9", "No. 15", "No. 22", "No. 31"], [4, 9, 15, 22, 31]),
]
SOLUTION = [
    ["Carol", "Shaw", "spa package", "$160.00", "No. 22"],
    ["Dennis", "Lamb", "signed baseball", "$85.00", "No. 9"],
    ["Hazel", "Griffin", "quilt", "$185.00", "No. 4"],
    ["Lyle", "Porter", "weekend cabin stay", "$135.00", "No. 31"],
    ["Nora", "Kessler", "oil painting", "$110.00", "No. 15"],
]
CLUES = [
    ("The quilt drew the highest winning bid.", lambda s: s.n(B, "quilt") == 185),
    ("Carol bid $25.00 more than Porter.", lambda s: s.n(B, "Carol") == s.n(B, "Porter") + 25),
    ("The bidder holding paddle No. 9 paid the least.", lambda s: s.n(B, "No. 9") == 85),
    ("Kessler won the oil painting.", lambda s: s.same("Kessler", "oil painting")),
    ("Of Hazel and the bidder who won the spa package, one is Griffin and the other held paddle No. 22.",
     lambda s: not s.same("Hazel", "spa package") and (
         (s.same("Hazel", "Griffin") and s.same("spa package", "No. 22")) or
         (s.same("spa package", "Griffin") and s.same("Hazel", "No. 22")))),
    ("Lyle paid $50.00 more than Dennis.", lambda s: s.n(B, "Lyle") == s.n(B, "Dennis") + 50),
    ("Nora is neither Shaw nor Griffin.", lambda s: not s.same("Nora", "Shaw") and not s.same("Nora", "Griffin")),
    ("Paddle No. 31 belonged to the person who won the weekend cabin stay.", lambda s: s.same("No. 31", "weekend cabin stay")),
    ("Dennis's last name is Lamb, and Hazel held paddle No. 4.", lambda s: s.same("Dennis", "Lamb") and s.same("Hazel", "No. 4")),
    ("Hazel paid $25.00 more than Carol.", lambda s: s.n(B, "Hazel") == s.n(B, "Carol") + 25),
    ("Carol didn't win the weekend cabin stay.", lambda s: not s.same("Carol", "weekend cabin stay")),
]
NUM = "."
DOT = False
INTRO = [
    "The Hospital Auxiliary's Silent Auction",
    "Five items went to five different winning bidders at the hospital auxiliary's silent auction. Each bidder carried a numbered paddle, and no two winning bids were the same. Determine each winner's full name, the item won, the winning bid, and the paddle number.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
