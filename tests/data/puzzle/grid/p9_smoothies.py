Z = "Sizes"
O = "Orders"
def z(s, x):
    return s.n(Z, x)
def o(s, x):
    return s.n(O, x)
NUM = ""
CATEGORIES = [
    ("Customers", ["Tobiah", "Ulla", "Vikram", "Wren"]),
    ("Fruits", ["banana", "kiwi", "mango", "raspberry"]),
    ("Sizes", ["small", "medium", "large", "extra large"], [1, 2, 3, 4]),
    ("Orders", ["first", "second", "third", "fourth"], [1, 2, 3, 4]),
]
SOLUTION = [
    ("Tobiah", "mango", "large", "second"),
    ("Ulla", "kiwi", "small", "fourth"),
    ("Vikram", "raspberry", "extra large", "first"),
    ("Wren", "banana", "medium", "third"),
]
INTRO = ["Four customers each ordered a smoothie at the juice bar; the sizes, from smallest to largest, are small, medium, large and extra large."]
REMARKS = INTRO
CLUES = [
    ("The customer who was served first had the largest size.", lambda s: z(s, "first") == 4),
    ("Ulla's smoothie was smaller than everyone else's.", lambda s: z(s, "Ulla") == 1),
    ("The banana smoothie was one size smaller than the mango smoothie.", lambda s: z(s, "banana") == z(s, "mango") - 1),
    ("Wren was served immediately after Tobiah.", lambda s: o(s, "Wren") == o(s, "Tobiah") + 1),
    ("The kiwi smoothie was served last.", lambda s: o(s, "kiwi") == 4),
    ("Vikram didn't order banana.", lambda s: not s.same("Vikram", "banana")),
    ("Tobiah's smoothie was bigger than Wren's.", lambda s: z(s, "Tobiah") > z(s, "Wren")),
    ("Of Vikram and Ulla, one ordered raspberry and the other ordered kiwi.", lambda s: (s.same("Vikram", "raspberry") and s.same("Ulla", "kiwi")) or (s.same("Ulla", "raspberry") and s.same("Vikram", "kiwi"))),
    ("Vikram was served before Wren.", lambda s: o(s, "Vikram") < o(s, "Wren")),
]
QUESTIONS = [("What size was Wren's smoothie?", lambda s: s.v(Z, "Wren"))]
