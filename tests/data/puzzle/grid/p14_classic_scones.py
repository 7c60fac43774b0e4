# A second close paraphrase of the 1962 text: cottages, five women named by
# nationality ("the Dutch woman"), pets, drinks, and what each bakes in place
# of the cigarette brands ("the woman who bakes scones"). 15 numbered
# statements in the same order and forms, no category lines; mint tea and the
# llama occur only in the questions, asked on two lines.
H = "Cottages"
def h(s, x):
    return s.n(H, x)
def nextto(s, x, y):
    return abs(h(s, x) - h(s, y)) == 1
NUM = "1."
CATEGORY_LINES = False
CATEGORIES = [
    ("Cottages", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Nationalities", ["Austrian", "Dutch", "Finnish", "Hungarian", "Irish"]),
    ("Colours", ["brown", "cream", "grey", "peach", "white"]),
    ("Pets", ["ferret", "guinea pig", "hens", "llama", "pony"]),
    ("Drinks", ["cider", "cocoa", "ginger beer", "lemonade", "mint tea"]),
    ("Bakes", ["brownies", "eclairs", "flapjacks", "scones", "shortbread"]),
]
SOLUTION = [
    ("1", "Finnish", "peach", "guinea pig", "mint tea", "flapjacks"),
    ("2", "Austrian", "white", "pony", "ginger beer", "brownies"),
    ("3", "Irish", "cream", "ferret", "cocoa", "scones"),
    ("4", "Dutch", "brown", "hens", "lemonade", "eclairs"),
    ("5", "Hungarian", "grey", "llama", "cider", "shortbread"),
]
CLUES = [
    ("There are five cottages.", lambda s: True),
    ("The Irish woman lives in the cream cottage.", lambda s: s.same("Irish", "cream")),
    ("The Dutch woman keeps hens.", lambda s: s.same("Dutch", "hens")),
    ("Cider is drunk in the grey cottage.", lambda s: s.same("cider", "grey")),
    ("The Austrian woman drinks ginger beer.", lambda s: s.same("Austrian", "ginger beer")),
    ("The grey cottage is immediately to the right of the brown cottage.", lambda s: h(s, "grey") == h(s, "brown") + 1),
    ("The woman who bakes scones keeps a ferret.", lambda s: s.same("scones", "ferret")),
    ("Flapjacks are baked in the peach cottage.", lambda s: s.same("flapjacks", "peach")),
    ("Cocoa is drunk in the middle cottage.", lambda s: h(s, "cocoa") == 3),
    ("The Finnish woman lives in the first cottage.", lambda s: h(s, "Finnish") == 1),
    ("The woman who bakes brownies lives in the cottage next to the woman with the guinea pig.", lambda s: nextto(s, "brownies", "guinea pig")),
    ("Flapjacks are baked in the cottage next to the cottage where the pony is kept.", lambda s: nextto(s, "flapjacks", "pony")),
    ("The woman who bakes eclairs drinks lemonade.", lambda s: s.same("eclairs", "lemonade")),
    ("The Hungarian woman bakes shortbread.", lambda s: s.same("Hungarian", "shortbread")),
    ("The Finnish woman lives next to the white cottage.", lambda s: nextto(s, "Finnish", "white")),
]
QUESTIONS = [("Who drinks mint tea?", lambda s: s.v("Nationalities", "mint tea")),
             ("Who owns the llama?", lambda s: s.v("Nationalities", "llama"))]
OUTRO = ["Each cottage is painted a different colour, and the five women who live in them are of different nationalities, keep different pets, drink different drinks and bake different things. In statement 6, right means your right as you face the cottages."]
REMARKS = OUTRO
