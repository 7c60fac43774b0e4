D = "Arrival days"
N = "Nights"
R = "Rates"
CATEGORIES = [
    ("Guests", ["Mr Ogilvie", "Mrs Pryce", "Mr Rudd", "Miss Sutcliffe"]),
    ("Rooms", ["Room 3", "Room 5", "Room 8", "Room 11"], [3, 5, 8, 11]),
    ("Nights", ["2 nights", "3 nights", "5 nights", "7 nights"], [2, 3, 5, 7]),
    ("Arrival days", ["Monday", "Tuesday", "Wednesday", "Thursday"], [1, 2, 3, 4]),
    ("Rates", ["£30", "£31", "£34", "£38"], [30, 31, 34, 38]),
]
INTRO = [
    "Mrs Bamford runs the Sea Breezes guest house on the front at Scarborough. In the "
    "first week of June she took in four guests travelling alone, each of whom arrived on "
    "a different day, stayed a different number of nights and paid a different rate per "
    "night, depending on the room.",
]
CLUES = [
    ("The guest who stayed longest arrived first.", lambda s: s.same("7 nights", "Monday")),
    ("Miss Sutcliffe arrived the day after Mr Ogilvie and stayed two nights fewer than he did.",
     lambda s: s.n(D, "Miss Sutcliffe") == s.n(D, "Mr Ogilvie") + 1
     and s.n(N, "Miss Sutcliffe") == s.n(N, "Mr Ogilvie") - 2),
    ("The guest in Room 3, who arrived last, paid the highest rate.",
     lambda s: s.n(D, "Room 3") == 4 and s.n(R, "Room 3") == 38),
    ("Mrs Pryce stayed one night longer than Mr Rudd and paid a pound a night more than "
     "Miss Sutcliffe.",
     lambda s: s.n(N, "Mrs Pryce") == s.n(N, "Mr Rudd") + 1
     and s.n(R, "Mrs Pryce") == s.n(R, "Miss Sutcliffe") + 1),
    ("Room 11 was taken for three nights, and Room 5 was not the cheapest.",
     lambda s: s.same("Room 11", "3 nights") and s.n(R, "Room 5") != 30),
    ("Mr Ogilvie's room has a lower number than Miss Sutcliffe's.",
     lambda s: s.n("Rooms", "Mr Ogilvie") < s.n("Rooms", "Miss Sutcliffe")),
]
OUTRO = ["For each guest, can you find the room, the day of arrival, the length of stay "
         "and the nightly rate?"]
REMARKS = INTRO + OUTRO
