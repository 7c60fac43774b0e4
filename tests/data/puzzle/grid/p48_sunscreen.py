F = "SPF"
K = "Towers"
CATEGORIES = [
    ("Lifeguards", ["Tomas", "Uma", "Vera", "Wade"]),
    ("Brands", ["Beachbum", "Coppertop", "SolShield", "Wavecrest"]),
    ("SPF", ["SPF 15", "SPF 30", "SPF 45", "SPF 50"], [15, 30, 45, 50]),
    ("Towers", ["Tower 1", "Tower 2", "Tower 3", "Tower 4"], [1, 2, 3, 4]),
]
SOLUTION = [
    ["Tomas", "SolShield", "SPF 45", "Tower 2"],
    ["Uma", "Beachbum", "SPF 15", "Tower 4"],
    ["Vera", "Wavecrest", "SPF 50", "Tower 1"],
    ["Wade", "Coppertop", "SPF 30", "Tower 3"],
]
CLUES = [
    ("The SolShield user's sunscreen is rated 15 SPF higher than Wade's.", lambda s: s.n(F, "SolShield") == s.n(F, "Wade") + 15),
    ("Vera wears the highest SPF of the four.", lambda s: s.n(F, "Vera") == 50),
    ("The lifeguard at Tower 4 uses SPF 15.", lambda s: s.same("Tower 4", "SPF 15")),
    ("Wade's tower number is one higher than Tomas's.", lambda s: s.n(K, "Wade") == s.n(K, "Tomas") + 1),
    ("Neither Tomas nor Vera uses Coppertop.", lambda s: not s.same("Tomas", "Coppertop") and not s.same("Vera", "Coppertop")),
    ("The Beachbum user works at either Tower 1 or Tower 4.", lambda s: s.n(K, "Beachbum") in (1, 4)),
    ("Uma's tower number is 2 higher than Tomas's.", lambda s: s.n(K, "Uma") == s.n(K, "Tomas") + 2),
    ("Vera doesn't use Beachbum.", lambda s: not s.same("Vera", "Beachbum")),
]
NUM = "."
INTRO = ["Four lifeguards at Pelican Beach each sit in a different numbered tower and each swears by a different brand of sunscreen, no two with the same SPF."]
OUTRO = []
REMARKS = INTRO + OUTRO
