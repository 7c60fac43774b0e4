T = "Times"
CATEGORIES = [
    ("Owners", ["Mrs. Alvarez", "Mr. Brandt", "Ms. Chen", "Mr. Doyle", "Mrs. Ewing"]),
    ("Pets", ["beagle", "cockatiel", "iguana", "Persian cat", "rabbit"]),
    ("Names", ["Biscuit", "Cocoa", "Duke", "Peaches", "Rusty"]),
    ("Times", ["9:00 a.m.", "9:45 a.m.", "10:30 a.m.", "11:15 a.m.", "noon"], [540, 585, 630, 675, 720]),
]
SOLUTION = [
    ["Mrs. Alvarez", "rabbit", "Peaches", "11:15 a.m."],
    ["Mr. Brandt", "iguana", "Duke", "9:00 a.m."],
    ["Ms. Chen", "beagle", "Rusty", "noon"],
    ["Mr. Doyle", "Persian cat", "Biscuit", "9:45 a.m."],
    ["Mrs. Ewing", "cockatiel", "Cocoa", "10:30 a.m."],
]
CLUES = [
    ("Duke, who isn't the beagle, had the first appointment of the morning.",
     lambda s: not s.same("Duke", "beagle") and s.n(T, "Duke") == 540),
    ("The cockatiel was seen 45 minutes after Mr. Doyle's pet.", lambda s: s.n(T, "cockatiel") == s.n(T, "Mr. Doyle") + 45),
    ("Ms. Chen's pet was seen exactly 90 minutes after Mrs. Ewing's.", lambda s: s.n(T, "Ms. Chen") == s.n(T, "Mrs. Ewing") + 90),
    ("Biscuit is the Persian cat.", lambda s: s.same("Biscuit", "Persian cat")),
    ("Of Peaches and the iguana, one belongs to Mrs. Alvarez and the other was seen at 9:00 a.m.",
     lambda s: not s.same("Peaches", "iguana") and (
         (s.same("Peaches", "Mrs. Alvarez") and s.same("iguana", "9:00 a.m.")) or
         (s.same("iguana", "Mrs. Alvarez") and s.same("Peaches", "9:00 a.m.")))),
    ("Rusty's appointment was sometime after Cocoa's.", lambda s: s.n(T, "Rusty") > s.n(T, "Cocoa")),
    ("Mrs. Alvarez doesn't own the cockatiel.", lambda s: not s.same("Mrs. Alvarez", "cockatiel")),
    ("The rabbit was seen at 11:15 a.m.", lambda s: s.same("rabbit", "11:15 a.m.")),
    ("Mr. Brandt's pet was seen 45 minutes before Mr. Doyle's.", lambda s: s.n(T, "Mr. Brandt") == s.n(T, "Mr. Doyle") - 45),
    ("Mrs. Ewing's appointment was 45 minutes earlier than Mrs. Alvarez's.", lambda s: s.n(T, "Mrs. Ewing") == s.n(T, "Mrs. Alvarez") - 45),
    ("The beagle had the last appointment.", lambda s: s.n(T, "beagle") == 720),
]
QUESTIONS = [("What is the name of Ms. Chen's pet?", lambda s: s.v("Names", "Ms. Chen"))]
NUM = "."
DOT = False
INTRO = [
    "A Busy Morning at the Animal Clinic",
    "Dr. Patel saw five patients at the Brookside Animal Clinic on Monday, between 9:00 a.m. and noon, each brought in by a different owner at a different time. Determine the kind of pet each owner brought, the pet's name, and the time of its appointment.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
