W = "Weights"
CATEGORIES = [
    ("First names", ["Abe", "Dale", "Hank", "Otis"]),
    ("Last names", ["Ford", "Moss", "Pike", "Vance"]),
    ("Varieties", ["Atlantic Giant", "Big Max", "Howden", "Prizewinner"]),
    ("Weights", ["42 lb", "45 lb", "48 lb", "51 lb"], [42, 45, 48, 51]),
]
CLUES = [
    ("Abe's pumpkin was the lightest of the four.", lambda s: s.n(W, "Abe") == 42),
    ("The Big Max weighed 3 pounds more than the Howden.", lambda s: s.n(W, "Big Max") == s.n(W, "Howden") + 3),
    ("Hank, whose pumpkin was the heaviest, isn't Mr. Vance or Mr. Moss.",
     lambda s: s.n(W, "Hank") == 51 and not s.same("Hank", "Vance") and not s.same("Hank", "Moss")),
    ("The Pike boy grew the Howden.", lambda s: s.same("Pike", "Howden")),
    ("Otis grew the Big Max, and Dale's pumpkin outweighed Otis's.",
     lambda s: s.same("Otis", "Big Max") and s.n(W, "Dale") > s.n(W, "Otis")),
    ("The Prizewinner was the heaviest pumpkin at the fair.", lambda s: s.n(W, "Prizewinner") == 51),
]
BAD = (2, "Mr. Moss's pumpkin weighed a few pounds more than Abe's.")
REFUSED = {BAD[1]: {
    "'more than Abe's'": lambda s: s.n(W, "Moss") > s.n(W, "Abe"),
    "'3 pounds more than Abe's'": lambda s: s.n(W, "Moss") == s.n(W, "Abe") + 3,
    "'6 pounds more than Abe's'": lambda s: s.n(W, "Moss") == s.n(W, "Abe") + 6,
    "'9 pounds more than Abe's'": lambda s: s.n(W, "Moss") == s.n(W, "Abe") + 9,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four boys in the Pleasant Valley 4-H club each grew a pumpkin from a different variety of seed and brought it to the county fair weigh-off. "
         "Can you work out each boy's full name, the variety he grew and what his pumpkin weighed?"]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 2, "Mr. Moss's pumpkin weighed a few pounds more than Abe's.", must be
refused: "a few pounds" is no definite amount, and the weights go up in steps of
3 lb. Without the clue the puzzle has two solutions (Otis or Dale is Mr. Moss,
the other Mr. Vance), and in both Mr. Moss's pumpkin is heavier than Abe's, so
reading the clue as plain "more than" still leaves two. Read as "3 pounds more"
it gives one solution (Otis Moss, 45 lb); read as "6 pounds more" it gives the
other (Dale Moss, 48 lb). Either is "a few pounds"; a reader that takes "a few"
as one step, or as any fixed number, answers confidently and may be wrong."""
