D = "Distances"
CATEGORIES = [
    ("Members", ["Dr. Haskins", "Mr. Orr", "Mrs. Quill", "Ms. Varga"]),
    ("Call signs", ["K4DX", "N4RT", "W4LQ", "WB4Z"]),
    ("Bands", ["10 meters", "20 meters", "40 meters", "80 meters"]),
    ("Distances", ["420 miles", "860 miles", "1300 miles", "1740 miles"], [420, 860, 1300, 1740]),
    ("Contacts", ["Alberta", "Georgia", "Maine", "Texas"]),
]
SOLUTION = [
    ["Dr. Haskins", "W4LQ", "40 meters", "860 miles", "Maine"],
    ["Mr. Orr", "K4DX", "20 meters", "1740 miles", "Alberta"],
    ["Mrs. Quill", "WB4Z", "80 meters", "420 miles", "Georgia"],
    ["Ms. Varga", "N4RT", "10 meters", "1300 miles", "Texas"],
]
CLUES = [
    ("The contact with Alberta was the longest of the four, and it wasn't made on 10 meters.",
     lambda s: s.n(D, "Alberta") == 1740 and not s.same("Alberta", "10 meters")),
    ("Mrs. Quill's contact was 440 miles shorter than the one made by W4LQ.",
     lambda s: s.n(D, "Mrs. Quill") == s.n(D, "W4LQ") - 440),
    ("Ms. Varga, whose call sign is N4RT, didn't reach Maine.",
     lambda s: s.same("Ms. Varga", "N4RT") and not s.same("Ms. Varga", "Maine")),
    ("The contact on 80 meters was with Georgia.", lambda s: s.same("80 meters", "Georgia")),
    ("Dr. Haskins worked 40 meters.", lambda s: s.same("Dr. Haskins", "40 meters")),
    ("The station that K4DX reached was farther away than the one in Texas.",
     lambda s: s.n(D, "K4DX") > s.n(D, "Texas")),
    ("Of Mr. Orr and the operator who contacted Texas, one has the call sign K4DX and the other worked 10 meters.",
     lambda s: not s.same("Mr. Orr", "Texas") and (
         (s.same("Mr. Orr", "K4DX") and s.same("Texas", "10 meters")) or
         (s.same("Texas", "K4DX") and s.same("Mr. Orr", "10 meters")))),
    ("Mr. Orr made a longer contact than Dr. Haskins did.", lambda s: s.n(D, "Mr. Orr") > s.n(D, "Dr. Haskins")),
    ("Mrs. Quill didn't use 20 meters.", lambda s: not s.same("Mrs. Quill", "20 meters")),
    ("Ms. Varga's contact was 440 miles shorter than the one with Alberta.", lambda s: s.n(D, "Ms. Varga") == s.n(D, "Alberta") - 440),
    ("The Texas contact covered more miles than the Georgia contact.", lambda s: s.n(D, "Texas") > s.n(D, "Georgia")),
]
NUM = "."
DOT = True
INTRO = [
    "On the Air",
    "Four members of the Tri-County Amateur Radio Club each logged one long-distance contact during last June's Field Day. Each member has a different call sign, worked a different band, and reached a station in a different state or province, at a different distance. Find each member's call sign, band, the place reached, and the distance of the contact.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
