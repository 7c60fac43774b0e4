B = "Blocks"
H = "Carving times"
CATEGORIES = [
    ("Artists", ["Freja", "Gunnar", "Hanne", "Ivar", "Johanna"]),
    ("Suites", ["aurora", "forest", "jellyfish", "owl", "whale"]),
    ("Blocks", ["30 blocks", "36 blocks", "42 blocks", "48 blocks", "54 blocks"], [30, 36, 42, 48, 54]),
    ("Carving times", ["50 hours", "60 hours", "70 hours", "80 hours", "90 hours"], [50, 60, 70, 80, 90]),
]
SOLUTION = [
    ["Freja", "whale", "42 blocks", "90 hours"],
    ["Gunnar", "owl", "30 blocks", "60 hours"],
    ["Hanne", "jellyfish", "54 blocks", "70 hours"],
    ["Ivar", "aurora", "36 blocks", "50 hours"],
    ["Johanna", "forest", "48 blocks", "80 hours"],
]
CLUES = [
    ("The owl suite used 6 fewer blocks of ice than Ivar's suite.", lambda s: s.n(B, "owl") == s.n(B, "Ivar") - 6),
    ("The suite that took 80 hours to carve used 6 more blocks than Freja's.", lambda s: s.n(B, "80 hours") == s.n(B, "Freja") + 6),
    ("Of Hanne's suite and the aurora suite, one used the most ice and the other was the quickest to carve.",
     lambda s: s.e("Hanne") != s.e("aurora") and (
         (s.n(B, "Hanne") == 54 and s.n(H, "aurora") == 50) or
         (s.n(B, "aurora") == 54 and s.n(H, "Hanne") == 50))),
    ("Gunnar's suite took 10 hours longer to carve than the aurora suite.", lambda s: s.n(H, "Gunnar") == s.n(H, "aurora") + 10),
    ("The whale suite, which wasn't Johanna's, took the longest to carve.", lambda s: not s.same("whale", "Johanna") and s.n(H, "whale") == 90),
    ("Neither the forest suite nor the jellyfish suite used 36 blocks.", lambda s: not s.same("forest", "36 blocks") and not s.same("jellyfish", "36 blocks")),
    ("Either Johanna or Gunnar designed the suite built from 48 blocks.", lambda s: s.same("Johanna", "48 blocks") != s.same("Gunnar", "48 blocks")),
    ("The jellyfish suite took somewhat less carving time than the forest suite.", lambda s: s.n(H, "jellyfish") < s.n(H, "forest")),
    ("Johanna's suite didn't take 20 hours longer to carve than Hanne's.", lambda s: s.n(H, "Johanna") != s.n(H, "Hanne") + 20),
    ("Hanne's suite used 12 more blocks than Freja's.", lambda s: s.n(B, "Hanne") == s.n(B, "Freja") + 12),
    ("The forest suite took 30 hours longer to carve than the aurora suite.", lambda s: s.n(H, "forest") == s.n(H, "aurora") + 30),
    ("Ivar's suite took 40 hours less to carve than Freja's.", lambda s: s.n(H, "Ivar") == s.n(H, "Freja") - 40),
]
NUM = "."
DOT = False
INTRO = ["Five artists each designed one suite of this winter's ice hotel."]
OUTRO = []
REMARKS = INTRO + OUTRO
