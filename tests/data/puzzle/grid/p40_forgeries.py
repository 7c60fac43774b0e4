Y = "Years"
S = "Sentences"
CATEGORIES = [
    ("Forgers", ["Albrecht", "Beatrix", "Casimir", "Delphine", "Elias"]),
    ("Painters", ["Corot", "Hals", "Monet", "Titian", "Vermeer"]),
    ("Cities", ["Antwerp", "Geneva", "Madrid", "Naples", "Vienna"]),
    ("Years", ["1921", "1928", "1935", "1942", "1949"], [1921, 1928, 1935, 1942, 1949]),
    ("Sentences", ["2 years", "3 years", "4 years", "5 years", "6 years"], [2, 3, 4, 5, 6]),
]
SOLUTION = [
    ["Albrecht", "Vermeer", "Antwerp", "1942", "4 years"],
    ["Beatrix", "Monet", "Geneva", "1921", "6 years"],
    ["Casimir", "Hals", "Vienna", "1949", "2 years"],
    ["Delphine", "Corot", "Madrid", "1935", "3 years"],
    ["Elias", "Titian", "Naples", "1928", "5 years"],
]
def diff(s, *xs):
    return len({s.e(x) for x in xs}) == len(xs)
CLUES = [
    ("The Hals forger was exposed 7 years after the forger from Antwerp.", lambda s: s.n(Y, "Hals") == s.n(Y, "Antwerp") + 7),
    ("The forger who received the longest sentence was the first to be exposed.", lambda s: s.same("6 years", "1921")),
    ("Of Delphine and the Titian forger, one was from Madrid and the other was sentenced to 5 years.",
     lambda s: s.e("Delphine") != s.e("Titian") and (
         (s.same("Delphine", "Madrid") and s.same("Titian", "5 years")) or
         (s.same("Titian", "Madrid") and s.same("Delphine", "5 years")))),
    ("The five forgers are Casimir, the one from Geneva, the Corot forger, the one exposed in 1928 and the one who got 4 years.",
     lambda s: diff(s, "Casimir", "Geneva", "Corot", "1928", "4 years")),
    ("The Vermeer forger was sentenced to 1 more year than Delphine.", lambda s: s.n(S, "Vermeer") == s.n(S, "Delphine") + 1),
    ("Neither Elias nor the Monet forger came from Vienna.", lambda s: not s.same("Elias", "Vienna") and not s.same("Monet", "Vienna")),
    ("The forger from Naples was exposed sometime before the forger from Madrid.", lambda s: s.n(Y, "Naples") < s.n(Y, "Madrid")),
    ("Albrecht wasn't exposed 14 years before Casimir.", lambda s: s.n(Y, "Albrecht") != s.n(Y, "Casimir") - 14),
    ("Either the forger from Vienna or the one from Geneva received the shortest sentence.",
     lambda s: s.same("Vienna", "2 years") != s.same("Geneva", "2 years")),
    ("The Corot forger was exposed 7 years before Albrecht.", lambda s: s.n(Y, "Corot") == s.n(Y, "Albrecht") - 7),
    ("Beatrix got a longer sentence than Elias.", lambda s: s.n(S, "Beatrix") > s.n(S, "Elias")),
    ("Elias was exposed 21 years before Casimir.", lambda s: s.n(Y, "Elias") == s.n(Y, "Casimir") - 21),
]
NUM = None
DOT = False
INTRO = ["A museum show tells the stories of five art forgers, each of whom faked the work of a different painter."]
OUTRO = []
REMARKS = INTRO + OUTRO
