# No category lines: the categories are those the remarks and clues name.  Berths are
# numbered 1 to 5 from west to east, so "east of" means a higher berth number.
B = "Berths"
CATEGORY_LINES = False
def near(s, a, b):
    return abs(s.n(B, a) - s.n(B, b)) == 1
CATEGORIES = [
    ("Berths", ["1", "2", "3", "4", "5"]),
    ("Barges", ["Bluebell", "Kingfisher", "Marigold", "Otter", "Swan"]),
    ("Skippers", ["Dora", "Nye", "Peggy", "Ross", "Tam"]),
    ("Cargoes", ["bricks", "coal", "grain", "slate", "timber"]),
    ("Hulls", ["black", "blue", "green", "red", "yellow"]),
]
SOLUTION = [
    ["1", "Marigold", "Nye", "coal", "green"],
    ["2", "Kingfisher", "Dora", "timber", "black"],
    ["3", "Bluebell", "Ross", "bricks", "red"],
    ["4", "Otter", "Peggy", "grain", "blue"],
    ["5", "Swan", "Tam", "slate", "yellow"],
]
CLUES = [
    ("The Kingfisher is moored immediately east of the barge carrying coal.", lambda s: s.n(B, "Kingfisher") == s.n(B, "coal") + 1),
    ("Nye skippers the Marigold.", lambda s: s.same("Nye", "Marigold")),
    ("The red barge lies in the middle berth.", lambda s: s.n(B, "red") == 3),
    ("The bricks are Ross's cargo.", lambda s: s.same("bricks", "Ross")),
    ("The Otter, whose hull is blue, is moored next to the red barge.", lambda s: s.same("Otter", "blue") and near(s, "Otter", "red")),
    ("Peggy's barge carries grain.", lambda s: s.same("Peggy", "grain")),
    ("The Swan is at the east end of the basin.", lambda s: s.n(B, "Swan") == 5),
    ("The barge loaded with timber has a black hull.", lambda s: s.same("timber", "black")),
    ("Tam's barge is painted yellow.", lambda s: s.same("Tam", "yellow")),
    ("The green barge is at berth 1.", lambda s: s.n(B, "green") == 1),
    ("Dora's barge is immediately west of the one carrying bricks.", lambda s: s.n(B, "Dora") == s.n(B, "bricks") - 1),
]
CLUES.append(("The Bluebell is moored immediately east of the Kingfisher.", lambda s: s.n(B, "Bluebell") == s.n(B, "Kingfisher") + 1))
NUM = ""
INTRO = ["Five barges are moored side by side in the canal basin, at berths numbered 1, 2, 3, 4 and 5 from west to east. Each has a different skipper, carries a different cargo and has a hull of a different colour."]
REMARKS = INTRO
QUESTIONS = [("Which barge carries the slate, and who skippers the Bluebell?",
              lambda s: (s.v("Barges", "slate"), s.v("Skippers", "Bluebell")))]
