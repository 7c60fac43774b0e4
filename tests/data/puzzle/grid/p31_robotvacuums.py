P = "Prices"
R = "Run times"
CATEGORIES = [
    ("Models", ["CleanBee", "DustRover", "Mopster", "NeatBot", "SweepPro"]),
    ("Owners", ["Mr. Grant", "Mrs. Hale", "Ms. Ibarra", "Mr. Jessup", "Mrs. Kemp"]),
    ("Prices", ["$199", "$249", "$299", "$349", "$399"], [199, 249, 299, 349, 399]),
    ("Run times", ["60 minutes", "75 minutes", "90 minutes", "105 minutes", "120 minutes"], [60, 75, 90, 105, 120]),
]
SOLUTION = [
    ["CleanBee", "Mrs. Hale", "$299", "120 minutes"],
    ["DustRover", "Mr. Jessup", "$199", "75 minutes"],
    ["Mopster", "Mrs. Kemp", "$399", "90 minutes"],
    ["NeatBot", "Mr. Grant", "$249", "60 minutes"],
    ["SweepPro", "Ms. Ibarra", "$349", "105 minutes"],
]
CLUES = [
    ("The vacuum that runs for 120 minutes costs $50 less than Ms. Ibarra's.",
     lambda s: s.n(P, "120 minutes") == s.n(P, "Ms. Ibarra") - 50),
    ("Mr. Jessup's vacuum runs 15 minutes longer than the NeatBot.",
     lambda s: s.n(R, "Mr. Jessup") == s.n(R, "NeatBot") + 15),
    ("The Mopster is the priciest.",
     lambda s: s.n(P, "Mopster") == 399),
    ("Of the $249 vacuum and the SweepPro, one belongs to Mr. Grant and the other runs for 105 minutes.",
     lambda s: not s.same("$249", "SweepPro") and (
         (s.same("$249", "Mr. Grant") and s.same("SweepPro", "105 minutes"))
         or (s.same("SweepPro", "Mr. Grant") and s.same("$249", "105 minutes")))),
    ("Mrs. Kemp's vacuum runs longer than the DustRover but not as long as the SweepPro.",
     lambda s: s.n(R, "DustRover") < s.n(R, "Mrs. Kemp") < s.n(R, "SweepPro")),
    ("The CleanBee isn't owned by Mr. Jessup.",
     lambda s: not s.same("CleanBee", "Mr. Jessup")),
    ("The cheapest vacuum has a shorter run time than the Mopster.",
     lambda s: s.n(R, "$199") < s.n(R, "Mopster")),
    ("Neither Mrs. Hale nor Mrs. Kemp owns the NeatBot.",
     lambda s: not s.same("Mrs. Hale", "NeatBot") and not s.same("Mrs. Kemp", "NeatBot")),
    ("The DustRover costs $50 less than the NeatBot.",
     lambda s: s.n(P, "DustRover") == s.n(P, "NeatBot") - 50),
]
QUESTIONS = []
NUM = "."
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
