# Newspaper weekly; positions in a procession.
P_ = "Positions"
def p(s, x):
    return s.n(P_, x)
NUM = "1."
DOT = True
CATEGORIES = [
    ("Groups", ["Brownies", "fire brigade", "garden club", "rugby club", "Women's Institute"]),
    ("Positions", ["first", "second", "third", "fourth", "fifth"]),
    ("Themes", ["circus", "dinosaurs", "jungle", "pirates", "space"]),
]
SOLUTION = [("Brownies", "third", "space"), ("fire brigade", "fifth", "dinosaurs"), ("garden club", "fourth", "circus"),
            ("rugby club", "first", "pirates"), ("Women's Institute", "second", "jungle")]
INTRO = ["Five floats took part in the Ellesmere carnival parade, one behind another. Each was built by a different local group around a different theme. \"Behind\" below means later in the procession."]
CLUES = [
    ("The fire brigade's float brought up the rear.", lambda s: p(s, "fire brigade") == 5),
    ("The pirate float led the parade.", lambda s: p(s, "pirates") == 1),
    ("The space float was directly behind the Women's Institute's float.", lambda s: p(s, "space") == p(s, "Women's Institute") + 1),
    ("The garden club's float was somewhere behind the Brownies' float.", lambda s: p(s, "garden club") > p(s, "Brownies")),
    ("The dinosaur float was not entered by the garden club.", lambda s: not s.same("dinosaurs", "garden club")),
    ("There was exactly one float between the jungle float and the circus float.", lambda s: abs(p(s, "jungle") - p(s, "circus")) == 2),
    ("The rugby club did not build the jungle float.", lambda s: not s.same("rugby club", "jungle")),
    ("The Brownies' float was not in second place.", lambda s: p(s, "Brownies") != 2),
    ("The Brownies did not build the pirate float.", lambda s: not s.same("Brownies", "pirates")),
    ("The jungle float went past before the circus float.", lambda s: p(s, "jungle") < p(s, "circus")),
]
QUESTIONS = [("Which group built the circus float?", lambda s: s.v("Groups", "circus"))]
REMARKS = INTRO
