F = "Floors"
N = "Stays"
def fl(s, x):
    return s.n(F, x)
def ni(s, x):
    return s.n(N, x)
CATEGORIES = [
    ("Guests", ["Mr Hale", "Ms Ibarra", "Dr Jensen", "Mrs Kaur"]),
    ("Floors", ["3rd floor", "5th floor", "7th floor", "9th floor"], [3, 5, 7, 9]),
    ("Stays", ["1 night", "2 nights", "3 nights", "4 nights"], [1, 2, 3, 4]),
    ("Cities", ["Lagos", "Leeds", "Lisbon", "Lyon"]),
]
CLUES = [
    ("Dr Jensen is on the highest floor and stayed just one night.",
     lambda s: fl(s, "Dr Jensen") == 9 and ni(s, "Dr Jensen") == 1),
    ("The guest from Lyon is four floors above Ms Ibarra.", lambda s: fl(s, "Lyon") == fl(s, "Ms Ibarra") + 4),
    ("Mrs Kaur stayed one night longer than Mr Hale.", lambda s: ni(s, "Mrs Kaur") == ni(s, "Mr Hale") + 1),
    ("The Lagos guest stayed the longest.", lambda s: ni(s, "Lagos") == 4),
    ("Mr Hale isn't from Leeds or Lisbon.", lambda s: not s.same("Mr Hale", "Leeds") and not s.same("Mr Hale", "Lisbon")),
    ("The guest on the 5th floor stayed longer than Mr Hale.", lambda s: ni(s, "5th floor") > ni(s, "Mr Hale")),
    ("Ms Ibarra stayed longer than Mrs Kaur.", lambda s: ni(s, "Ms Ibarra") > ni(s, "Mrs Kaur")),
    ("The Leeds guest is either Dr Jensen or Mr Hale.", lambda s: s.same("Leeds", "Dr Jensen") != s.same("Leeds", "Mr Hale")),
]
