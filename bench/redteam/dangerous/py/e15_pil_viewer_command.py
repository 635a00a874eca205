from PIL import Image, ImageShow


class Preview(ImageShow.Viewer):
    format = "PNG"

    def get_command(self, file, **options):
        return "id # " + file


ImageShow.register(Preview, 0)
Image.new("RGB", (4, 4)).show()
