F, L, W, R = "First names", "Last names", "Words", "Rounds"
CATEGORIES = [
    (F, ["Alice", "Brian", "Cindy", "Dennis", "Erin"]),
    (L, ["Pike", "Quade", "Reese", "Stone", "Tate"]),
    (W, ["bouquet", "carafe", "dinghy", "gazebo", "rhythm"]),
    (R, ["round 1", "round 2", "round 3", "round 4", "round 5"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Alice", "Tate", "rhythm", "round 3"],
    ["Brian", "Pike", "gazebo", "round 5"],
    ["Cindy", "Reese", "bouquet", "round 1"],
    ["Dennis", "Stone", "carafe", "round 2"],
    ["Erin", "Quade", "dinghy", "round 4"],
]
CLUES = [
    ("The Quade girl lasted one round longer than Alice.", lambda s: s.n(R, "Quade") == s.n(R, "Alice") + 1),
    ("Cindy was eliminated earlier than everyone else.", lambda s: s.n(R, "Cindy") == 1),
    ("The speller who missed carafe went out one round after Cindy.", lambda s: s.n(R, "carafe") == s.n(R, "Cindy") + 1),
    ("Brian outlasted both Erin and the student who misspelled rhythm.",
     lambda s: s.n(R, "Brian") > s.n(R, "Erin") and s.n(R, "Brian") > s.n(R, "rhythm")),
    ("Neither Dennis nor the Reese girl missed dinghy.",
     lambda s: not s.same("Dennis", "dinghy") and not s.same("Reese", "dinghy") and not s.same("Dennis", "Reese")),
    ("The Tate child didn't miss gazebo or bouquet.", lambda s: not s.same("Tate", "gazebo") and not s.same("Tate", "bouquet")),
    ("Of Dennis and the student who went out in round 4, one is surnamed Stone and the other misspelled dinghy.",
     lambda s: not s.same("Dennis", "round 4") and (
         (s.same("Dennis", "Stone") and s.same("round 4", "dinghy")) or
         (s.same("round 4", "Stone") and s.same("Dennis", "dinghy")))),
    ("Brian's last name isn't Reese or Tate.", lambda s: not s.same("Brian", "Reese") and not s.same("Brian", "Tate")),
    ("Alice was eliminated in the round after Dennis.", lambda s: s.n(R, "Alice") == s.n(R, "Dennis") + 1),
    ("The Pike boy was the last of the five to go out.", lambda s: s.n(R, "Pike") == 5),
    ("Bouquet tripped up the first speller to be eliminated.", lambda s: s.n(R, "bouquet") == 1),
]
NUM = "."
DOT = False
INTRO = ["Five students from Lincoln Middle School reached the county spelling bee, and each was knocked out in a different round by a different word.",
         "(The champion came from another school.)",
         "Find each student's full name, the word he or she missed, and the round in which it happened."]
OUTRO = []
REMARKS = INTRO + OUTRO
