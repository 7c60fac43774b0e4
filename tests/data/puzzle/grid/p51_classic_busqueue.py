# Places in the queue are numbered from the front: place 1 is at the front,
# "behind" means a higher number.
Q = "Places"
def near(s, a, b):
    return abs(s.n(Q, a) - s.n(Q, b)) == 1
def between(s, m, a, b):
    return min(s.n(Q, a), s.n(Q, b)) < s.n(Q, m) < max(s.n(Q, a), s.n(Q, b))
CATEGORIES = [
    ("Places", ["1", "2", "3", "4", "5"]),
    ("Passengers", ["Mr Budd", "Mrs Crisp", "Miss Lacey", "Mr Penrose", "Mrs Thorne"]),
    ("Destinations", ["church", "infirmary", "library", "market", "station"]),
    ("Carrying", ["basket", "newspaper", "parcel", "umbrella", "walking stick"]),
    ("Hats", ["beret", "bowler", "cloth cap", "felt hat", "headscarf"]),
]
SOLUTION = [
    ["1", "Mrs Thorne", "market", "basket", "headscarf"],
    ["2", "Mr Budd", "station", "newspaper", "bowler"],
    ["3", "Miss Lacey", "library", "parcel", "beret"],
    ["4", "Mr Penrose", "infirmary", "walking stick", "cloth cap"],
    ["5", "Mrs Crisp", "church", "umbrella", "felt hat"],
]
CLUES = [
    ("There are five people in the queue.", lambda s: True),
    ("The man in the bowler is going to the station.", lambda s: s.same("bowler", "station")),
    ("Mrs Thorne is at the front of the queue.", lambda s: s.n(Q, "Mrs Thorne") == 1),
    ("The woman with the parcel is standing immediately behind Mr Budd.", lambda s: s.n(Q, "parcel") == s.n(Q, "Mr Budd") + 1),
    ("Mr Penrose wears a cloth cap.", lambda s: s.same("Mr Penrose", "cloth cap")),
    ("The man in the cloth cap leans on a walking stick.", lambda s: s.same("cloth cap", "walking stick")),
    ("The passenger for the library stands next to the one with the walking stick.", lambda s: near(s, "library", "walking stick")),
    ("The umbrella belongs to whoever is at the back of the queue.", lambda s: s.n(Q, "umbrella") == 5),
    ("The person going to church is somewhere behind Miss Lacey.", lambda s: s.n(Q, "church") > s.n(Q, "Miss Lacey")),
    ("The beret is somewhere between the bowler and the cloth cap.", lambda s: between(s, "beret", "bowler", "cloth cap")),
    ("The headscarf goes with the basket.", lambda s: s.same("headscarf", "basket")),
    ("The bowler is worn by the man immediately behind Mrs Thorne.", lambda s: s.n(Q, "bowler") == s.n(Q, "Mrs Thorne") + 1),
    ("The passenger for the infirmary is immediately in front of Mrs Crisp.", lambda s: s.n(Q, "infirmary") == s.n(Q, "Mrs Crisp") - 1),
    ("Miss Lacey is in the middle of the queue.", lambda s: s.n(Q, "Miss Lacey") == 3),
]
QUESTIONS = [
    ("Who is going to the library? Who carries the walking stick?",
     lambda s: (s.v("Passengers", "library"), s.v("Passengers", "walking stick"))),
]
NUM = "."
INTRO = ["At the stop outside the Co-op, five people are waiting in a single line for the number 9 bus. The places in the queue are numbered 1 to 5 from the front, and each person is bound for a different stop, is carrying something different and is wearing a different hat."]
ASK = None
OUTRO = []
REMARKS = INTRO + OUTRO
