P = "Pipes"
CATEGORIES = [
    ("Organists", ["Mr Fenwick", "Mrs Gale", "Dr Hurst", "Miss Ivey"]),
    ("Churches", ["St Anne's", "St Bede's", "St Clement's", "St Mary's"]),
    ("Pipes", ["640 pipes", "900 pipes", "1200 pipes", "2400 pipes"], [640, 900, 1200, 2400]),
    ("Composers", ["Bach", "Elgar", "Handel", "Widor"]),
]
SOLUTION = [
    ["Mr Fenwick", "St Bede's", "900 pipes", "Widor"],
    ["Mrs Gale", "St Mary's", "2400 pipes", "Bach"],
    ["Dr Hurst", "St Anne's", "640 pipes", "Elgar"],
    ["Miss Ivey", "St Clement's", "1200 pipes", "Handel"],
]
CLUES = [
    ("The organ at St Mary's has the most pipes, and its organist played Bach.",
     lambda s: s.n(P, "St Mary's") == 2400 and s.same("St Mary's", "Bach")),
    ("Dr Hurst, whose organ has the fewest pipes, did not play Handel.",
     lambda s: s.n(P, "Dr Hurst") == 640 and not s.same("Dr Hurst", "Handel")),
    ("Mr Fenwick's organ has 260 more pipes than the one at St Anne's.", lambda s: s.n(P, "Mr Fenwick") == s.n(P, "St Anne's") + 260),
    ("The Widor was played at St Bede's.", lambda s: s.same("Widor", "St Bede's")),
    ("The organ on which the Handel was played has 300 more pipes than the one at St Bede's.",
     lambda s: s.n(P, "Handel") == s.n(P, "St Bede's") + 300),
    ("Mrs Gale's organ has twice as many pipes as Miss Ivey's.",
     lambda s: s.n(P, "Mrs Gale") == 2 * s.n(P, "Miss Ivey")),
]
NUM = ")"
DOT = False
INTRO = ["Four church organists took part in the deanery's organ crawl, each playing one piece on the instrument of their own church."]
OUTRO = []
REMARKS = INTRO + OUTRO
