H = "Cottages"
def h(s, x):
    return s.n(H, x)
def nextto(s, a, b):
    return abs(h(s, a) - h(s, b)) == 1
CATEGORIES = [
    ("Cottages", ["first", "second", "third", "fourth", "fifth"]),
    ("Occupants", ["Mrs Ashdown", "Mr Brennan", "Miss Carver", "Mr Dallow", "Mrs Eke"]),
    ("Trades", ["baker", "blacksmith", "doctor", "postman", "teacher"]),
    ("Flowers", ["dahlias", "lavender", "lilies", "roses", "tulips"]),
    ("Transport", ["bicycle", "cart", "motorcycle", "pony", "van"]),
]
CLUES = [
    ("The blacksmith lives at the far left of the lane.", lambda s: h(s, "blacksmith") == 1),
    ("The doctor lives in the middle cottage.", lambda s: h(s, "doctor") == 3),
    ("Roses grow outside the blacksmith's door.", lambda s: s.same("roses", "blacksmith")),
    ("The teacher gets about on a bicycle.", lambda s: s.same("teacher", "bicycle")),
    ("The postman lives immediately to the right of the doctor.", lambda s: h(s, "postman") == h(s, "doctor") + 1),
    ("Mrs Eke lives at one end of the lane.", lambda s: h(s, "Mrs Eke") in (1, 5)),
    ("Lavender grows next door to the roses.", lambda s: nextto(s, "lavender", "roses")),
    ("The pony belongs to the baker.", lambda s: s.same("pony", "baker")),
    ("Miss Carver rides a motorcycle.", lambda s: s.same("Miss Carver", "motorcycle")),
    ("Mr Brennan lives somewhere to the right of Mrs Ashdown.", lambda s: h(s, "Mr Brennan") > h(s, "Mrs Ashdown")),
    ("The van is parked outside the cottage with the tulips.", lambda s: s.same("van", "tulips")),
    ("The lilies grow between the lavender and the tulips.",
     lambda s: min(h(s, "lavender"), h(s, "tulips")) < h(s, "lilies") < max(h(s, "lavender"), h(s, "tulips"))),
    ("Miss Carver lives next door to Mr Brennan.", lambda s: nextto(s, "Miss Carver", "Mr Brennan")),
    ("Mrs Ashdown teaches at the village school.", lambda s: s.same("Mrs Ashdown", "teacher")),
    ("Mrs Eke is the baker.", lambda s: s.same("Mrs Eke", "baker")),
]
REMARKS = ["Five cottages stand in a row along Sheep Lane; counting from the left, they are the first, second, third, fourth and fifth. Each is home to one villager with a different trade, each front garden is given over to a different flower, and each villager has a different way of getting about."]
QUESTIONS = [("Who drives the cart?", lambda s: s.v("Occupants", "cart")),
             ("Which flowers grow outside the postman's cottage?", lambda s: s.v("Flowers", "postman"))]
