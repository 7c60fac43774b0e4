# A close paraphrase of the 1962 Life International text, with new nouns:
# cottages for houses, sweets for cigarettes, other nationalities, pets,
# drinks and colours; the statements keep their numbers and their forms.
H = "Cottages"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
CATEGORY_LINES = False
NUM = "1."
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"]),
    ("Colours", ["amber", "cream", "grey", "lilac", "teal"]),
    ("Nationalities", ["Chilean", "Finn", "Icelander", "Portuguese", "Welshman"]),
    ("Pets", ["ferret", "goat", "llama", "parrot", "tortoise"]),
    ("Drinks", ["buttermilk", "cider", "cocoa", "ginger beer", "lemonade"]),
    ("Sweets", ["fudge", "humbugs", "liquorice", "marzipan", "toffees"]),
]
SOLUTION = [
    ("1", "amber", "Icelander", "ferret", "ginger beer", "toffees"),
    ("2", "grey", "Finn", "goat", "lemonade", "liquorice"),
    ("3", "lilac", "Welshman", "tortoise", "buttermilk", "humbugs"),
    ("4", "cream", "Portuguese", "parrot", "cider", "fudge"),
    ("5", "teal", "Chilean", "llama", "cocoa", "marzipan"),
]
CLUES = [
    ("There are five cottages.", lambda s: True),
    ("The Welshman lives in the lilac cottage.", lambda s: s.same("Welshman", "lilac")),
    ("The Portuguese owns the parrot.", lambda s: s.same("Portuguese", "parrot")),
    ("Cocoa is drunk in the teal cottage.", lambda s: s.same("cocoa", "teal")),
    ("The Finn drinks lemonade.", lambda s: s.same("Finn", "lemonade")),
    ("The teal cottage is immediately to the right of the cream cottage.", lambda s: h(s, "teal") == h(s, "cream") + 1),
    ("The humbug eater keeps a tortoise.", lambda s: s.same("humbugs", "tortoise")),
    ("Toffees are eaten in the amber cottage.", lambda s: s.same("toffees", "amber")),
    ("Buttermilk is drunk in the middle cottage.", lambda s: h(s, "buttermilk") == 3),
    ("The Icelander lives in the first cottage.", lambda s: h(s, "Icelander") == 1),
    ("The man who eats liquorice lives in the cottage next to the man with the ferret.", lambda s: nextto(s, "liquorice", "ferret")),
    ("Toffees are eaten in the cottage next to the cottage where the goat is kept.", lambda s: nextto(s, "toffees", "goat")),
    ("The fudge eater drinks cider.", lambda s: s.same("fudge", "cider")),
    ("The Chilean eats marzipan.", lambda s: s.same("Chilean", "marzipan")),
    ("The Icelander lives next to the grey cottage.", lambda s: nextto(s, "Icelander", "grey")),
]
QUESTIONS = [("Now, who drinks ginger beer?", lambda s: s.v("Nationalities", "ginger beer")),
             ("Who owns the llama?", lambda s: s.v("Nationalities", "llama"))]
OUTRO = ["To make things clear: each of the five cottages is painted a different colour, and their occupants are of different nationalities, keep different pets, drink different drinks and eat different sweets. One more thing: in statement 6, right means your right."]
REMARKS = OUTRO
