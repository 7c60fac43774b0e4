H = "Huts"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Huts", ["1", "2", "3", "4", "5"]),
    ("Owners", ["Mr Ashdown", "Mrs Biggs", "Mr Cole", "Miss Dacre", "Mrs Ebbs"]),
    ("Colours", ["coral", "lilac", "mint", "primrose", "sky blue"]),
    ("Snacks", ["crab sandwiches", "fish and chips", "ice lollies", "scones", "whelks"]),
    ("Pastimes", ["crabbing", "crosswords", "kite flying", "knitting", "sketching"]),
    ("Dogs", ["Border terrier", "dachshund", "greyhound", "poodle", "spaniel"]),
]
SOLUTION = [
    ["1", "Mrs Ebbs", "coral", "scones", "knitting", "poodle"],
    ["2", "Mr Cole", "sky blue", "whelks", "crabbing", "spaniel"],
    ["3", "Miss Dacre", "lilac", "ice lollies", "sketching", "greyhound"],
    ["4", "Mr Ashdown", "mint", "crab sandwiches", "crosswords", "dachshund"],
    ["5", "Mrs Biggs", "primrose", "fish and chips", "kite flying", "Border terrier"],
]
CLUES = [
    ("Mr Ashdown's hut is painted mint.", lambda s: s.same("Mr Ashdown", "mint")),
    ("Mrs Biggs flies kites.", lambda s: s.same("Mrs Biggs", "kite flying")),
    ("Ice lollies are eaten in the lilac hut.", lambda s: s.same("ice lollies", "lilac")),
    ("Miss Dacre has the middle hut.", lambda s: s.n(H, "Miss Dacre") == 3),
    ("The mint hut is immediately to the right of the lilac one.", lambda s: s.n(H, "mint") == s.n(H, "lilac") + 1),
    ("The spaniel belongs to the owner who goes crabbing.", lambda s: s.same("spaniel", "crabbing")),
    ("Mrs Ebbs has the hut at the left-hand end of the row.", lambda s: s.n(H, "Mrs Ebbs") == 1),
    ("Whelks are eaten in the hut next to Mrs Ebbs's.", lambda s: near(s, "whelks", "Mrs Ebbs")),
    ("The greyhound's owner spends the day sketching.", lambda s: s.same("greyhound", "sketching")),
    ("The crossword fan's hut is next to the one where ice lollies are eaten.", lambda s: near(s, "crosswords", "ice lollies")),
    ("Fish and chips are eaten in the primrose hut.", lambda s: s.same("fish and chips", "primrose")),
    ("The dachshund is kept in the hut next to the primrose one.", lambda s: near(s, "dachshund", "primrose")),
    ("The knitter eats scones.", lambda s: s.same("knitting", "scones")),
    ("The coral hut is next to the sky blue one.", lambda s: near(s, "coral", "sky blue")),
    ("Mr Cole owns the spaniel, and his hut is next to Mrs Ebbs's.", lambda s: s.same("Mr Cole", "spaniel") and near(s, "Mr Cole", "Mrs Ebbs")),
    ("Miss Dacre's hut is painted lilac.", lambda s: s.same("Miss Dacre", "lilac")),
    ("The sky blue hut belongs to a man.", lambda s: s.same("sky blue", "Mr Ashdown") or s.same("sky blue", "Mr Cole")),
    ("Mrs Biggs doesn't own the poodle.", lambda s: not s.same("Mrs Biggs", "poodle")),
]
QUESTIONS = [
    ("Who owns the Border terrier?", lambda s: s.v("Owners", "Border terrier")),
    ("Who eats the crab sandwiches?", lambda s: s.v("Owners", "crab sandwiches")),
]
NUM = "."
DOT = True
INTRO = ["Five beach huts stand side by side on the shingle at Whitstable, numbered 1 to 5 from left to right as you look out to sea. Each hut has a different owner and is painted a different colour; each owner has a favourite seaside snack, a favourite pastime and a dog, and no two are alike."]
OUTRO = []
REMARKS = INTRO + OUTRO
