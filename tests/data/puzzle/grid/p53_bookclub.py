Y = "Years published"
M = "Meetings"
CATEGORIES = [
    ("Members", ["Mrs. Abernathy", "Ms. Bishop", "Mr. Castillo", "Dr. Dwyer"]),
    ("Books", ["A Quiet Republic", "Salt and Iron", "The Glass Harbor", "Winter Orchard"]),
    ("Years published", ["1952", "1967", "1981", "1994"], [1952, 1967, 1981, 1994]),
    ("Meetings", ["January", "February", "March", "April"], [1, 2, 3, 4]),
]
INTRO = [
    "The Maple Street Book Club meets once a month in the back room of the public library. "
    "For the first four meetings of the year, each of four members took a turn choosing "
    "the novel to be discussed.",
]
CLUES = [
    ("The oldest book was discussed at the January meeting.", lambda s: s.same("1952", "January")),
    ("Mr. Castillo's choice was published 42 years after Ms. Bishop's.",
     lambda s: s.n(Y, "Mr. Castillo") == s.n(Y, "Ms. Bishop") + 42),
    ("\u201cWinter Orchard,\u201d which was not Dr. Dwyer's pick, was discussed the month after "
     "\u201cSalt and Iron.\u201d",
     lambda s: not s.same("Winter Orchard", "Dr. Dwyer")
     and s.n(M, "Winter Orchard") == s.n(M, "Salt and Iron") + 1),
    ("Of \u201cA Quiet Republic\u201d and the 1981 novel, one was chosen by Dr. Dwyer and the "
     "other was discussed in March.",
     lambda s: not s.same("A Quiet Republic", "1981") and (
         (s.same("A Quiet Republic", "Dr. Dwyer") and s.same("1981", "March"))
         or (s.same("1981", "Dr. Dwyer") and s.same("A Quiet Republic", "March")))),
    ("Mrs. Abernathy's choice was discussed later in the year than Mr. Castillo's.",
     lambda s: s.n(M, "Mrs. Abernathy") > s.n(M, "Mr. Castillo")),
    ("Dr. Dwyer's book is older than Mrs. Abernathy's.",
     lambda s: s.n(Y, "Dr. Dwyer") < s.n(Y, "Mrs. Abernathy")),
    ("“The Glass Harbor” was chosen by either Ms. Bishop or Dr. Dwyer.",
     lambda s: s.v("Members", "The Glass Harbor") in ("Ms. Bishop", "Dr. Dwyer")),
]
OUTRO = ["Who chose which book, when was it published, and in which month was it discussed?"]
REMARKS = INTRO + OUTRO
