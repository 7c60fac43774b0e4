R = "Rents"
CATEGORIES = [
    ("Lodgers", ["Mr Amble", "Mr Birch", "Miss Crump", "Miss Dell"]),
    ("Rooms", ["attic", "back bedroom", "front parlour", "garden room"]),
    ("Jobs", ["clerk", "nurse", "postman", "tailor"]),
    ("Rents", ["£40", "£45", "£50", "£60"], [40, 45, 50, 60]),
]
SOLUTION = [
    ["Mr Amble", "back bedroom", "postman", "£45"],
    ["Mr Birch", "front parlour", "tailor", "£60"],
    ["Miss Crump", "attic", "clerk", "£40"],
    ["Miss Dell", "garden room", "nurse", "£50"],
]
CLUES = [
    ("The attic is the cheapest room, and it isn't let to the nurse.",
     lambda s: s.n(R, "attic") == 40 and not s.same("attic", "nurse")),
    ("Mr Birch, the tailor, pays £15 a week more than the postman.",
     lambda s: s.same("Mr Birch", "tailor") and s.n(R, "Mr Birch") == s.n(R, "postman") + 15),
    ("Miss Dell pays £10 a week more than Miss Crump.",
     lambda s: s.n(R, "Miss Dell") == s.n(R, "Miss Crump") + 10),
    ("The front parlour costs more than the garden room.",
     lambda s: s.n(R, "front parlour") > s.n(R, "garden room")),
    ("Miss Crump is either the clerk or the nurse.",
     lambda s: s.same("Miss Crump", "clerk") or s.same("Miss Crump", "nurse")),
    ("The postman lives in the back bedroom.", lambda s: s.same("postman", "back bedroom")),
]
NUM = "."
DOT = True
INTRO = ["Bed and Board",
         "Mrs Puddephat lets four rooms in her boarding house on Canal Street. "
         "Each room is taken by a lodger with a different job, who pays a different weekly rent. "
         "Can you match each lodger with his or her room, job and rent?"]
OUTRO = []
REMARKS = INTRO + OUTRO
