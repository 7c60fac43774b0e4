Y = "Years"
CATEGORIES = [
    ("Customers", ["Alan", "Bettina", "Carlos", "Dina", "Ezra"]),
    ("Cars", ["Buick", "Chevy", "Ford", "Honda", "Mazda"]),
    ("Colors", ["black", "blue", "gold", "red", "silver"]),
    ("Years", ["2004", "2007", "2010", "2013", "2016"], [2004, 2007, 2010, 2013, 2016]),
]
SOLUTION = [
    ["Alan", "Mazda", "silver", "2010"],
    ["Bettina", "Ford", "red", "2016"],
    ["Carlos", "Buick", "black", "2004"],
    ["Dina", "Honda", "gold", "2013"],
    ["Ezra", "Chevy", "blue", "2007"],
]
CLUES = [
    ("The Buick is 3 years older than the blue car.", lambda s: s.n(Y, "Buick") == s.n(Y, "blue") - 3),
    ("Neither the 2013 car nor the Ford is black.", lambda s: not s.same("2013", "black") and not s.same("Ford", "black")),
    ("Alan's car is either the silver one or the 2016 car.",
     lambda s: s.same("Alan", "silver") != s.same("Alan", "2016")),
    ("The five customers are Ezra, the one who bought the Honda, the buyer of the 2016 car, the person who chose the silver car and Carlos.",
     lambda s: len({s.e("Ezra"), s.e("Honda"), s.e("2016"), s.e("silver"), s.e("Carlos")}) == 5),
    ("Bettina's car is newer than Dina's.", lambda s: s.n(Y, "Bettina") > s.n(Y, "Dina")),
    ("The gold car was made 6 years after Ezra's.", lambda s: s.n(Y, "gold") == s.n(Y, "Ezra") + 6),
    ("Of the red car and the Mazda, one is Alan's and the other is from 2016.",
     lambda s: (s.same("red", "Alan") and s.same("Mazda", "2016")) or (s.same("Mazda", "Alan") and s.same("red", "2016"))),
    ("Carlos didn't buy the Chevy.", lambda s: not s.same("Carlos", "Chevy")),
    ('The Honda was made 6 years after the Chevy.', lambda s: s.n(Y, "Honda") == s.n(Y, "Chevy") + 6),
    ('The black car is the oldest on the lot.', lambda s: s.n(Y, "black") == 2004),
    ("Bettina didn't buy the Honda.", lambda s: not s.same("Bettina", "Honda")),
]
NUM = None
DOT = False
INTRO = ["Five customers each drove away with a different used car from Lou's lot this weekend."]
OUTRO = []
REMARKS = INTRO + OUTRO
