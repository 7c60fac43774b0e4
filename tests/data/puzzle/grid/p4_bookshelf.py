S = "Spots"
Y = "Years"
def pos(s, x):
    return s.n(S, x)
def yr(s, x):
    return s.n(Y, x)
CATEGORIES = [
    ("Spots", ["far left", "second from left", "middle", "second from right", "far right"]),
    ("Titles", ["Moth Season", "Nine Bridges", "Salt & Cinder", "The Glass Orchard", "Under Kestrel Hill"]),
    ("Authors", ["Ferro", "Halloran", "Iwasaki", "Lindqvist", "Okonjo"]),
    ("Years", ["1987", "1994", "2001", "2008", "2015"], [1987, 1994, 2001, 2008, 2015]),
]
CLUES = [
    ("The Glass Orchard, the newest of the five, sits in the middle of the row.",
     lambda s: yr(s, "The Glass Orchard") == 2015 and pos(s, "The Glass Orchard") == 3),
    ("Ferro's novel, which is the oldest, stands immediately to the right of Moth Season.",
     lambda s: yr(s, "Ferro") == 1987 and pos(s, "Ferro") == pos(s, "Moth Season") + 1),
    ("Salt & Cinder was published seven years after Nine Bridges.",
     lambda s: yr(s, "Salt & Cinder") == yr(s, "Nine Bridges") + 7),
    ("Lindqvist's book is somewhere to the right of Halloran's.", lambda s: pos(s, "Lindqvist") > pos(s, "Halloran")),
    ("Iwasaki didn't write Under Kestrel Hill, and neither did Okonjo.",
     lambda s: not s.same("Iwasaki", "Under Kestrel Hill") and not s.same("Okonjo", "Under Kestrel Hill")),
    ("The 2008 novel is at one end of the row.", lambda s: pos(s, "2008") in (1, 5)),
    ("Moth Season came out 14 years after Ferro's book.", lambda s: yr(s, "Moth Season") == yr(s, "Ferro") + 14),
    ("Nine Bridges isn't at either end of the shelf.", lambda s: pos(s, "Nine Bridges") not in (1, 5)),
    ("Okonjo's novel is the one in the middle.", lambda s: pos(s, "Okonjo") == 3),
    ("Halloran's book stands next to Lindqvist's.", lambda s: abs(pos(s, "Halloran") - pos(s, "Lindqvist")) == 1),
]
REMARKS = ["When the Hartwell Book Group finally got a shelf of its own at the community centre, Maeve lined up the five novels the group has read so far in a single row. Each is by a different author, no two came out in the same year, and left and right are as you face the shelf."]
QUESTIONS = [("Who wrote Salt & Cinder?", lambda s: s.v("Authors", "Salt & Cinder"))]
