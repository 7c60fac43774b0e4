# Irish: a guesthouse with one guest room per floor; nights as a count.
F = "Floors"
N = "Nights"
CATEGORIES = [
    ("Guests", ["Mr Byrne", "Mrs Doherty", "Ms Flynn", "Mr Kavanagh"]),
    ("Floors", ["ground floor", "first floor", "second floor", "third floor"], [0, 1, 2, 3]),
    ("Nights", ["1 night", "2 nights", "3 nights", "5 nights"], [1, 2, 3, 5]),
]
SOLUTION = [
    ["Mr Byrne", "second floor", "3 nights"],
    ["Mrs Doherty", "ground floor", "5 nights"],
    ["Ms Flynn", "third floor", "1 night"],
    ["Mr Kavanagh", "first floor", "2 nights"],
]
CLUES = [
    ("The guest on the ground floor is staying the longest.", lambda s: s.n(N, "ground floor") == 5),
    ("Mr Byrne's room is one floor above Mr Kavanagh's.", lambda s: s.n(F, "Mr Byrne") == s.n(F, "Mr Kavanagh") + 1),
    ("Ms Flynn is staying two nights fewer than Mr Byrne.", lambda s: s.n(N, "Ms Flynn") == s.n(N, "Mr Byrne") - 2),
    ("Neither of the men is on the top floor.",
     lambda s: s.n(F, "Mr Byrne") != 3 and s.n(F, "Mr Kavanagh") != 3),
    ("Mr Kavanagh is staying one night longer than Ms Flynn.", lambda s: s.n(N, "Mr Kavanagh") == s.n(N, "Ms Flynn") + 1),
]
NUM = None
DOT = False
INTRO = ["The Harbour View guesthouse in Dingle has one guest room on each of its four floors, from the ground floor up to the third. This week each room has one guest, and they are all staying for different lengths of time."]
OUTRO = []
REMARKS = INTRO + OUTRO
