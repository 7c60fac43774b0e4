N = "Nights"
R = "Rooms"
def one_of(s, a, b, c, d):
    return s.e(a) != s.e(b) and (
        (s.same(a, c) and s.same(b, d)) or (s.same(a, d) and s.same(b, c)))
CATEGORIES = [
    ("Guests", ["Mr Ortiz", "Ms Patel", "Mrs Quinn", "Mr Reyes"]),
    ("Rooms", ["102", "104", "106", "108"], [102, 104, 106, 108]),
    ("Cities", ["Lisbon", "Madrid", "Naples", "Porto"]),
    ("Nights", ["1 night", "2 nights", "3 nights", "4 nights"], [1, 2, 3, 4]),
]
CLUES = [
    ("Mrs Quinn is staying 3 nights fewer than Ms Patel.", lambda s: s.n(N, "Mrs Quinn") == s.n(N, "Ms Patel") - 3),
    ("The guest from Madrid is in room 104.", lambda s: s.same("Madrid", "104")),
    ("The guest in room 108 is staying the shortest time.", lambda s: s.n(N, "108") == 1),
    ("Of Mr Ortiz and the guest from Porto, one is in room 106 and the other is staying 4 nights.",
     lambda s: one_of(s, "Mr Ortiz", "Porto", "106", "4 nights")),
    ("Mr Reyes is staying one night longer than Mr Ortiz.", lambda s: s.n(N, "Mr Reyes") == s.n(N, "Mr Ortiz") + 1),
    ("The guest from Lisbon has a higher room number than the guest from Naples.",
     lambda s: s.n(R, "Lisbon") > s.n(R, "Naples")),
    ("Mr Ortiz, the guest from Lisbon and the guest in room 102 are three different people.",
     lambda s: len({s.e("Mr Ortiz"), s.e("Lisbon"), s.e("102")}) == 3),
]
