S, P, N, C = "Ships", "Ports", "Nights", "Prices"
CATEGORIES = [
    (S, ["Azure Belle", "Coral Queen", "Marisol", "Northern Star"]),
    (P, ["Galveston", "Miami", "San Juan", "Tampa"]),
    (N, ["3 nights", "5 nights", "7 nights", "9 nights"], [3, 5, 7, 9]),
    (C, ["$499.99", "$649.99", "$799.99", "$949.99"], [49999, 64999, 79999, 94999]),
]
CLUES = [
    ("The cruise that leaves from Miami is 4 nights shorter than the Azure Belle.", lambda s: s.n(N, "Miami") == s.n(N, "Azure Belle") - 4),
    ("The Marisol costs $150.00 more than the cruise that leaves from Galveston.", lambda s: s.n(C, "Marisol") == s.n(C, "Galveston") + 15000),
    ("Of the Northern Star and the 3-night cruise, one leaves from Galveston and the other costs $499.99.", lambda s: not s.same("Northern Star", "3 nights") and ((s.same("Northern Star", "Galveston") and s.same("3 nights", "$499.99")) or (s.same("3 nights", "Galveston") and s.same("Northern Star", "$499.99")))),
    ("The $649.99 cruise is either the Azure Belle or the cruise that leaves from Miami.", lambda s: s.same("$649.99", "Azure Belle") != s.same("$649.99", "Miami")),
    ("The longest cruise doesn't leave from Tampa.", lambda s: not s.same("9 nights", "Tampa")),
    ("The Coral Queen is not the 5-night cruise.", lambda s: not s.same("Coral Queen", "5 nights")),
    ("The cruise that leaves from Tampa costs less than the Northern Star.", lambda s: s.n(C, "Tampa") < s.n(C, "Northern Star")),
    ("The cruise that leaves from San Juan is 2 nights longer than the Azure Belle.", lambda s: s.n(N, "San Juan") == s.n(N, "Azure Belle") + 2),
]
QUESTIONS = [("Which ship leaves from San Juan?", lambda s: s.v(S, "San Juan"))]
