W = "Weights"
CATEGORIES = [
    ("Gardeners", ["Ayla", "Boyd", "Cass", "Drew", "Eun"]),
    ("Vegetables", ["beans", "carrots", "leeks", "onions", "squash"]),
    ("Weights", ["2 lbs", "3 lbs", "4 lbs", "5 lbs", "6 lbs"], [2, 3, 4, 5, 6]),
]
def one_of(s, a, b, c, d):
    return s.e(a) != s.e(b) and (
        (s.same(a, c) and s.same(b, d)) or (s.same(a, d) and s.same(b, c)))
CLUES = [
    ("Of Ayla and Cass, one grew the beans and the other's entry weighed 4 lbs.",
     lambda s: one_of(s, "Ayla", "Cass", "beans", "4 lbs")),
    ("The squash weighed 1 lb more than Drew's entry.", lambda s: s.n(W, "squash") == s.n(W, "Drew") + 1),
    ("Eun's vegetable weighed 1 lb less than the leeks.", lambda s: s.n(W, "Eun") == s.n(W, "leeks") - 1),
    ("Cass's entry weighed less than Eun's.", lambda s: s.n(W, "Cass") < s.n(W, "Eun")),
    ("The onions weighed more than the leeks.", lambda s: s.n(W, "onions") > s.n(W, "leeks")),
]
