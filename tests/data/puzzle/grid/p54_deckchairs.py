# Category lines, people first: five friends in numbered deckchairs; left and
# right are the sitters' own.  Two "somewhere to the right" / "further to the
# right" clues (any distance).
H = "Deckchair"
def p(s, x):
    return s.n(H, x)
NUM = "1)"
CATEND = "."
CATEGORIES = [
    ("Holidaymaker", ["Brenda", "Colin", "Dawn", "Eric", "Fiona"]),
    ("Deckchair", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Hat", ["beret", "bonnet", "cap", "panama", "sombrero"]),
    ("Ice cream", ["chocolate", "mint", "pistachio", "strawberry", "vanilla"]),
    ("Book", ["biography", "cookbook", "romance", "thriller", "western"]),
]
SOLUTION = [
    ("Dawn", "1", "panama", "vanilla", "western"),
    ("Eric", "2", "sombrero", "mint", "thriller"),
    ("Brenda", "3", "beret", "strawberry", "cookbook"),
    ("Fiona", "4", "cap", "chocolate", "romance"),
    ("Colin", "5", "bonnet", "pistachio", "biography"),
]
CLUES = [
    ("Dawn wears a panama.", lambda s: s.same("Dawn", "panama")),
    ("Whoever is reading the cookbook is eating a strawberry ice cream.", lambda s: s.same("strawberry", "cookbook")),
    ("Fiona sits somewhere to the right of Eric.", lambda s: p(s, "Fiona") > p(s, "Eric")),
    ("The mint ice cream is in the chair immediately to Dawn's right.", lambda s: p(s, "mint") == p(s, "Dawn") + 1),
    ("The cap is worn by the person immediately to the right of the one in the beret.", lambda s: p(s, "cap") == p(s, "beret") + 1),
    ("The person in the sombrero sits immediately to the right of the one reading the western.", lambda s: p(s, "sombrero") == p(s, "western") + 1),
    ("The romance reader is further to the right than the mint ice cream.", lambda s: p(s, "romance") > p(s, "mint")),
    ("Brenda has the strawberry.", lambda s: s.same("Brenda", "strawberry")),
    ("Chocolate is being eaten in chair 4.", lambda s: p(s, "chocolate") == 4),
    ("Dawn and the biography reader are at opposite ends of the row.", lambda s: {p(s, "Dawn"), p(s, "biography")} == {1, 5}),
    ("The one in the bonnet is eating pistachio.", lambda s: s.same("bonnet", "pistachio")),
    ("Fiona sits in chair 4.", lambda s: p(s, "Fiona") == 4),
]
INTRO = ["Five friends sit in a row of deckchairs on the beach, numbered 1 to 5 from left to right. Left and right here are the sitters' own left and right as they look out to sea."]
OUTRO = ["Find each friend's chair, hat, ice cream and book."]
REMARKS = INTRO + OUTRO
